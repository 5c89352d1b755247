// "Connect a wallet": one button per connector in `$connectors` (EIP-6963 wallets announce
// themselves, so the list changes while the page is open), each calling `connect(kit, …)`.
// The connector being connected comes from `$connections` (see readSnapshot).
import { type Connector, connect } from '@walletport/core'
import { h } from './h.js'
import type { Snapshot } from './readSnapshot.js'
import type { Section, SectionContext } from './section.js'
import { setDisabled } from './setDisabled.js'

type WalletItem = { item: HTMLLIElement; button: HTMLButtonElement; tag: HTMLSpanElement }

export type WalletsSection = Section & { focusTitle(): void }

export function createWalletsSection(
  { kit, runner }: SectionContext,
  /** the person chose a wallet and it connected */
  onConnected: () => void,
): WalletsSection {
  const title = h('h2', { id: 'wallets-title', tabindex: -1 }, 'Connect a wallet')
  const list = h('ul', { class: 'wallet-list', 'aria-labelledby': 'wallets-title' })
  const noWallets = h(
    'p',
    { class: 'hint' },
    'No browser wallet announced itself. Install one, or start the demo (npm run demo), which injects a demo wallet.',
  )
  const element = h(
    'section',
    { id: 'wallets', 'aria-labelledby': 'wallets-title' },
    title,
    list,
    noWallets,
  )
  // kept across updates, so a button keeps its focus while the list changes around it
  const items = new Map<string, WalletItem>()

  function createItem(connector: Connector): WalletItem {
    const tag = h('span', { class: 'wallet-tag' })
    const button = h(
      'button',
      { type: 'button', class: 'wallet', 'data-connector-id': connector.id },
      connector.imageUrl
        ? h('img', { src: connector.imageUrl, alt: '', width: 28, height: 28 })
        : null,
      h('span', { class: 'wallet-name' }, connector.name),
      tag,
    )
    button.addEventListener('click', () => {
      void runner.run('connect', async () => {
        await connect(kit, { connectorId: connector.id, namespace: connector.chain })
        onConnected()
      })
    })
    return { item: h('li', {}, button), button, tag }
  }

  function update({ connected, connectors, connectingId }: Snapshot) {
    element.hidden = connected
    const seen = new Set<string>()
    for (const connector of connectors) {
      // one id can exist in two namespaces (a multi-chain wallet)
      const key = `${connector.chain}:${connector.id}`
      seen.add(key)
      let entry = items.get(key)
      if (!entry) {
        entry = createItem(connector)
        items.set(key, entry)
      }
      // appending an existing node moves it: the list follows the connectors' order
      list.append(entry.item)
      const connecting = connectingId === connector.id
      entry.tag.textContent = connecting ? 'Connecting…' : connector.installed ? 'Installed' : ''
      entry.button.setAttribute('aria-busy', String(connecting))
      setDisabled(entry.button, runner.isBusy('connect'))
    }
    for (const [key, entry] of items)
      if (!seen.has(key)) {
        entry.item.remove()
        items.delete(key)
      }
    noWallets.hidden = connectors.length > 0
  }

  return { element, update, focusTitle: () => title.focus() }
}
