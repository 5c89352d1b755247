import { type AdapterContext, loadOnce } from '@walletport/core'
import type { SolanaConnectorFactory } from '../solanaAdapter.js'
import { WALLET_CONNECT_ID } from '../walletconnect/walletConnectId.js'
import type { ExternalRoute } from './toConnectorRoutes.js'

/**
 * The connectors that do not announce themselves on the page, in their order: the kit's
 * WalletConnect session (its wallet loaded on first use), the app's factories, then the
 * kit's embedded wallet. A factory that throws is logged and left out.
 */
export function getExternalConnectors(
  context: AdapterContext,
  factories: readonly SolanaConnectorFactory[] = [],
): ExternalRoute[] {
  const external: ExternalRoute[] = []
  const { pairing, embedded } = context
  // the kit's WalletConnect session comes first (passed again, it is the same connector)
  if (pairing)
    external.push({
      id: WALLET_CONNECT_ID,
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      // one wallet per setup; a failed load (a chunk that did not arrive) is tried again
      wallet: loadOnce(async () =>
        (await import('../walletconnect/lazyWalletConnect.js')).createWalletConnectWallet(pairing, {
          networks: context.networks.filter((n) => n.chainNamespace === 'solana'),
        }),
      ),
    })
  for (const factory of factories) {
    try {
      const connector = factory(context)
      if (!external.some((e) => e.id === connector.id)) external.push(connector)
    } catch (error) {
      context.log.error('solana: a connector failed to start', error)
    }
  }
  // the kit's embedded wallet (email and socials), as a Wallet Standard wallet
  if (embedded && !external.some((e) => e.id === embedded.connectorId))
    external.push({
      id: embedded.connectorId,
      type: 'AUTH',
      name: embedded.name,
      wallet: embedded.solanaWallet,
    })
  return external
}
