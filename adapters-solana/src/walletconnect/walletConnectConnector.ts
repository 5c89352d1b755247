import { ConnectionClientNotSetError } from '@walletport/core'
import type { SolanaConnectorFactory } from '../solanaAdapter.js'
import { createWalletConnectWallet } from './createWalletConnectWallet.js'
import { WALLET_CONNECT_ID } from './walletConnectId.js'

export { WALLET_CONNECT_ID }

/**
 * Docs: /adapters-solana/walletConnectConnector. The connector factory of the kit's
 * WalletConnect session, for the adapter's `connectors` seam. The adapter adds it by itself
 * when the kit has pairing on; pass it to choose its place among other connectors.
 */
export function walletConnectConnector(): SolanaConnectorFactory {
  return (ctx) => {
    if (!ctx.pairing)
      throw new ConnectionClientNotSetError({
        metaMessages: ['The kit has no WalletConnect pairing: give createKit walletConnect()'],
      })
    return {
      id: WALLET_CONNECT_ID,
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      wallet: createWalletConnectWallet(ctx.pairing, {
        networks: ctx.networks.filter((n) => n.chainNamespace === 'solana'),
      }),
    }
  }
}
