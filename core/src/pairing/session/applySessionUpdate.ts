import type { PairingState, Provider } from '../client/createPairingState.js'
import { readSession } from '../readSession.js'
import { storeSession } from './storeSession.js'

/** A wallet's session_update: the new session, and accounts_changed where accounts differ. */
export function applySessionUpdate(state: PairingState, instance: Provider): void {
  const previous = state.$session.get()
  if (!previous || instance.session?.topic !== previous.topic) return
  const next = readSession(instance.session, { networks: state.config.networks, previous })
  if (!next) return
  storeSession(state, next)
  for (const namespace of ['eip155', 'solana', 'bip122'] as const) {
    const before = previous.namespaces[namespace]?.caipAddresses ?? []
    const after = next.namespaces[namespace]
    const same =
      before.length === (after?.caipAddresses.length ?? 0) &&
      before.every((caip) => after?.caipAddresses.includes(caip))
    if (!same)
      state.events.emit({
        type: 'accounts_changed',
        namespace,
        accounts: after?.accounts ?? [],
        caipAddresses: after?.caipAddresses ?? [],
      })
  }
}
