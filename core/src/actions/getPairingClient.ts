import type { Kit } from '../kit/types.js'
import type { PairingClient } from '../types/pairing.js'

/**
 * Docs: /core/actions/getPairingClient. The kit's WalletConnect client, for what the views
 * need beyond the connection state: the wallets' links (`getWalletLinks`, `openWallet`) and
 * requests over the session. Undefined when WalletConnect is off.
 */
export function getPairingClient(kit: Kit): PairingClient | undefined {
  return kit._internal.pairing?.client
}
