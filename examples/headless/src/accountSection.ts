// "Account": the connected wallet (the connection's connector), the address and balance from
// `$account`, the network from `$activeNetwork`, or the one `$chains` marks unsupported.
// Its buttons call `fetchBalance(kit, { force: true })` and `disconnect(kit)`.
import {
  BALANCE_DISPLAY_DECIMALS,
  disconnect,
  fetchBalance,
  trimTrailingZeros,
} from '@walletport/core'
import { h } from './h.js'
import type { Snapshot } from './readSnapshot.js'
import type { Section, SectionContext } from './section.js'
import { setDisabled } from './setDisabled.js'

/**
 * The balance cut (never rounded up) to core's display precision, without trailing zeros:
 * `1.5`, not the modal's fixed `1.500`, since this plain page has no column to line up.
 */
function formatBalanceText(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const cut = trimTrailingZeros(fraction.slice(0, BALANCE_DISPLAY_DECIMALS))
  return cut ? `${whole}.${cut}` : whole
}

function describeBalance({ balance, balanceSymbol, network, unsupportedNetworkId }: Snapshot) {
  if (unsupportedNetworkId) return '—'
  if (balance === undefined) return 'Loading…'
  return `${formatBalanceText(balance)} ${balanceSymbol ?? network.nativeCurrency.symbol}`
}

export type AccountSection = Section & { focusTitle(): void }

export function createAccountSection(
  { kit, runner }: SectionContext,
  /** the wallet was disconnected from this page's button */
  onDisconnected: () => void,
): AccountSection {
  const title = h('h2', { id: 'account-title', tabindex: -1 }, 'Account')
  const walletName = h('dd', { 'data-testid': 'wallet-name' })
  const address = h('dd', { 'data-testid': 'address' })
  const networkName = h('dd', { 'data-testid': 'network' })
  const balance = h('dd', { 'data-testid': 'balance' })
  const refresh = h(
    'button',
    {
      type: 'button',
      onclick: () =>
        void runner.run('balance', async () => {
          // force: past the balance cache, for a person who just received funds
          await fetchBalance(kit, { force: true })
        }),
    },
    'Refresh balance',
  )
  const disconnectButton = h(
    'button',
    {
      type: 'button',
      class: 'secondary',
      onclick: () =>
        void runner.run('disconnect', async () => {
          await disconnect(kit)
          onDisconnected()
        }),
    },
    'Disconnect',
  )
  const element = h(
    'section',
    { id: 'account', 'aria-labelledby': 'account-title' },
    title,
    h(
      'dl',
      {},
      h('dt', {}, 'Wallet'),
      walletName,
      h('dt', {}, 'Address'),
      address,
      h('dt', {}, 'Network'),
      networkName,
      h('dt', {}, 'Balance'),
      balance,
    ),
    h('div', { class: 'actions' }, refresh, disconnectButton),
  )

  function update(snapshot: Snapshot) {
    const { connected, connector, network, unsupportedNetworkId } = snapshot
    element.hidden = !connected
    walletName.textContent = connector?.name ?? ''
    address.textContent = snapshot.address ?? ''
    networkName.textContent = unsupportedNetworkId
      ? `Unsupported (${unsupportedNetworkId})`
      : network.name
    balance.textContent = describeBalance(snapshot)
    setDisabled(refresh, runner.isBusy('balance'))
    setDisabled(disconnectButton, runner.isBusy('disconnect'))
  }

  return { element, update, focusTitle: () => title.focus() }
}
