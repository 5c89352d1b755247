import { getPairingClient } from '../actions/getPairingClient.js'
import type { Kit } from '../kit/types.js'
import type { Connector } from '../types/connector.js'

/**
 * Whether a wallet that is not installed can be reached: only by pairing, through a pairing
 * connector or core's WalletConnect client. Without either the modal offers installed wallets only.
 */
export function canPair(kit: Kit, connectors: readonly Connector[]): boolean {
  return getPairingClient(kit) !== undefined || connectors.some((c) => c.type === 'WALLET_CONNECT')
}
