import type { Wallet } from '@wallet-standard/base'
import type { Connector } from '@walletport/core'
import type { SolanaExternalConnector } from '../solanaAdapter.js'
import { getWalletIcon, isSolanaWallet } from '../wallet/isSolanaWallet.js'

/**
 * A connector and its wallet. The WalletConnect wallet is a loader: its code comes with the
 * first connect or restore through it, while the connector is listed at once (the kit looks
 * for it as soon as a pairing exists).
 */
export type ConnectorRoute = { connector: Connector; wallet: Wallet | (() => Promise<Wallet>) }

/** An external connector, whose wallet may be a loader. */
export type ExternalRoute = Omit<SolanaExternalConnector, 'wallet'> & Pick<ConnectorRoute, 'wallet'>

/**
 * The adapter's connectors by id: the announced Solana wallets in registration order, then
 * the external ones; the first of an id wins.
 */
export function toConnectorRoutes(
  announced: readonly Wallet[],
  external: readonly ExternalRoute[],
): Map<string, ConnectorRoute> {
  const routes = new Map<string, ConnectorRoute>()
  for (const wallet of announced) {
    if (!isSolanaWallet(wallet) || routes.has(wallet.name)) continue
    const imageUrl = getWalletIcon(wallet)
    routes.set(wallet.name, {
      wallet,
      connector: {
        id: wallet.name,
        name: wallet.name,
        type: 'ANNOUNCED',
        chain: 'solana',
        rdns: wallet.name,
        installed: true,
        ...(imageUrl && { imageUrl }),
      },
    })
  }
  for (const { id, type, wallet, name, imageUrl } of external) {
    if (routes.has(id)) continue
    routes.set(id, {
      wallet,
      connector: {
        id,
        // a loader stands for the WalletConnect wallet, which always passes its name
        name: name ?? (wallet as Wallet).name,
        type,
        chain: 'solana',
        ...(imageUrl && { imageUrl }),
      },
    })
  }
  return routes
}
