import { batch } from 'nanostores'
import type { BaseErrorType } from '../errors/base.js'
import { DisconnectFailedError, type DisconnectFailedErrorType } from '../errors/kit.js'
import { clearConnection } from '../kit/clearConnection.js'
import { getConnectionLanes } from '../kit/createConnectionLanes.js'
import type { Kit } from '../kit/types.js'
import type { ChainNamespace } from '../types/caip.js'
import type { ConnectorType } from '../types/connector.js'

export type DisconnectParameters = {
  /** one namespace; all connected ones by default */
  namespace?: ChainNamespace
}
export type DisconnectReturnType = undefined
export type DisconnectErrorType = DisconnectFailedErrorType | BaseErrorType

// the pairing session and the embedded wallet each span namespaces
const SHARED: readonly (ConnectorType | undefined)[] = ['WALLET_CONNECT', 'AUTH']

/**
 * Docs: /core/actions/disconnect. Disconnects and forgets the connection (provider,
 * connected-namespace record, user, connector ids, social provider). Namespaces connected
 * through the pairing or auth connectors disconnect together, and the pairing session ends.
 * Records DISCONNECT_SUCCESS, or DISCONNECT_ERROR and throws 'Failed to disconnect' when a
 * wallet refuses; the local state is cleared either way.
 */
export async function disconnect(
  kit: Kit,
  { namespace }: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const { adapters, connections, chains, events } = kit._internal
  const live = chains.namespaces.filter((n) => connections.get(n).status !== 'disconnected')
  const targets = new Set(namespace ? live.filter((n) => n === namespace) : live)
  if ([...targets].some((n) => SHARED.includes(connections.get(n).connectorType)))
    for (const n of live) if (SHARED.includes(connections.get(n).connectorType)) targets.add(n)
  if (!targets.size) return

  const pairing = [...targets].some((n) => connections.get(n).connectorType === 'WALLET_CONNECT')
  // a disconnect does not wait: it overtakes whatever is in flight on its namespaces, which
  // then writes nothing, and the actions still waiting are called off
  const results = await getConnectionLanes(kit).run(
    [...targets],
    async (isCurrent) => {
      const settled = await Promise.allSettled([
        ...[...targets].map((n) => adapters.get(n)?.disconnect() ?? Promise.resolve()),
        // the session itself, also for namespaces it serves alone: namespaces and storage clear
        ...(pairing && kit._internal.pairing ? [kit._internal.pairing.client.disconnect()] : []),
      ])
      // a later disconnect of some of these namespaces owns those; this one clears the rest
      batch(() => {
        for (const n of targets) if (isCurrent(n)) clearConnection(kit, n)
      })
      return settled
    },
    { preempt: true },
  )
  const failure = results.find((r) => r.status === 'rejected')
  if (failure) {
    const error = new DisconnectFailedError({ cause: failure.reason })
    events.emit({
      type: 'track',
      event: 'DISCONNECT_ERROR',
      properties: { message: error.shortMessage },
    })
    throw error
  }
  events.emit({ type: 'track', event: 'DISCONNECT_SUCCESS' })
}
