import { batch } from 'nanostores'
import { clearConnection } from '../../kit/clearConnection.js'
import type { Kit } from '../../kit/types.js'

/**
 * The session ended: every namespace connected through the pairing or the embedded wallet
 * (which disconnect together) is reset, and its adapter disconnects.
 */
export function endPairingSession(kit: Kit): void {
  const { chains, connections, adapters } = kit._internal
  const shared = chains.namespaces.filter((n) => {
    const { status, connectorType } = connections.get(n)
    return (
      status !== 'disconnected' && (connectorType === 'WALLET_CONNECT' || connectorType === 'AUTH')
    )
  })
  batch(() => {
    for (const namespace of shared) clearConnection(kit, namespace)
  })
  for (const namespace of shared)
    adapters
      .get(namespace)
      ?.disconnect()
      .catch((error: unknown) => kit.log.warn(`pairing: ${namespace} did not disconnect`, error))
}
