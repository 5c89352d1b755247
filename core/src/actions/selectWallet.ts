import type { Kit } from '../kit/types.js'
import type { WalletListItem } from '../stores/createWalletListState.js'
import type { Connector } from '../types/connector.js'
import { open } from './open.js'

export type SelectWalletParameters = { wallet: WalletListItem }
export type SelectWalletReturnType = {
  view: 'ConnectingExternal' | 'ConnectingWalletConnect'
  /** the installed connector that matched, if any */
  connector: Connector | undefined
}

function matches(connector: Connector, wallet: WalletListItem): boolean {
  if (connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH') return false
  if (!connector.installed && connector.type !== 'ANNOUNCED') return false
  return (
    connector.explorerId === wallet.id ||
    (wallet.rdns !== undefined && connector.rdns === wallet.rdns) ||
    connector.name.toLowerCase() === wallet.name.toLowerCase()
  )
}

/**
 * Docs: /core/actions/selectWallet. Opens ConnectingExternal when an installed connector
 * matches the wallet (by explorer id, rdns or name), else ConnectingWalletConnect, starting
 * the pairing (when the kit has one) so that its URI is ready for the wallet's link.
 */
export function selectWallet(kit: Kit, { wallet }: SelectWalletParameters): SelectWalletReturnType {
  const connector = kit.$connectors.get().find((c) => matches(c, wallet))
  const view = connector ? 'ConnectingExternal' : 'ConnectingWalletConnect'
  const data = connector ? { wallet, connector } : { wallet }
  if (kit.$open.get()) kit._internal.router.push({ view, data })
  else void open(kit, { view, data })
  // the URI must be ready before the user taps the wallet's link (a tap allows no await);
  // the view's own connect joins this pairing, and its failure reaches the view there
  if (!connector) kit._internal.pairing?.connect().catch(() => {})
  kit._internal.events.emit({
    type: 'track',
    event: 'SELECT_WALLET',
    properties: {
      name: wallet.name,
      platform: connector ? 'browser' : kit.isMobile ? 'mobile' : 'qrcode',
    },
  })
  return { view, connector }
}
