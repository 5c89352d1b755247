import { createAdapterContext } from '../../adapter/createAdapterContext.js'
import type { Kit } from '../../kit/types.js'
import type { PairingEvent } from '../../types/pairing.js'

/** A session's account or chain change, applied to its namespace if connected through the pairing. */
export function forwardPairingEvent(
  kit: Kit,
  event: Extract<PairingEvent, { type: 'accounts_changed' | 'chain_changed' }>,
): void {
  const { connectorId, connectorType, status } = kit._internal.connections.get(event.namespace)
  if (connectorType !== 'WALLET_CONNECT' || status === 'disconnected' || !connectorId) return
  const ctx = createAdapterContext(kit, event.namespace)
  if (event.type === 'accounts_changed')
    ctx.accountsChanged({ connectorId, accounts: event.accounts })
  else ctx.networkChanged({ connectorId, networkId: event.networkId })
}
