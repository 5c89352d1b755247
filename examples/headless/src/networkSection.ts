// "Network": one toggle button per network in `kit.options.networks`, pressed for
// `$activeNetwork`, each calling `switchNetwork(kit, …)`. When the wallet moves to a network
// the app does not list, `$chains` names it and a warning asks the person to switch back.
import { type Network, switchNetwork } from '@walletport/core'
import { h } from './h.js'
import type { Snapshot } from './readSnapshot.js'
import type { Section, SectionContext } from './section.js'
import { setDisabled } from './setDisabled.js'

export function createNetworkSection({ kit, runner }: SectionContext): Section {
  const unsupported = h('p', { class: 'warning', 'data-testid': 'unsupported' })
  const buttons = new Map<string, HTMLButtonElement>()
  const list = h('ul', { class: 'network-list', 'aria-labelledby': 'network-title' })
  for (const network of kit.options.networks) {
    const button = h(
      'button',
      {
        type: 'button',
        'data-network-id': network.caipNetworkId,
        onclick: () => void runner.run('switch', () => switchTo(network)),
      },
      network.name,
    )
    buttons.set(network.caipNetworkId, button)
    list.append(h('li', {}, button))
  }
  const element = h(
    'section',
    { id: 'network', 'aria-labelledby': 'network-title' },
    h('h2', { id: 'network-title' }, 'Network'),
    unsupported,
    list,
  )

  async function switchTo(network: Network) {
    await switchNetwork(kit, { networkId: network.caipNetworkId })
  }

  // never hidden: the list shows the app's networks whether or not a wallet is connected
  function update({ network, unsupportedNetworkId }: Snapshot) {
    unsupported.hidden = !unsupportedNetworkId
    unsupported.textContent = unsupportedNetworkId
      ? `Your wallet is on ${unsupportedNetworkId}, a network this app does not support. Switch to one of these:`
      : ''
    for (const [id, button] of buttons) {
      button.setAttribute(
        'aria-pressed',
        String(!unsupportedNetworkId && id === network.caipNetworkId),
      )
      setDisabled(button, runner.isBusy('switch'))
    }
  }

  return { element, update }
}
