import * as v from 'valibot'
import type { PairingSession } from '../../types/pairing.js'
import type { PairingState } from '../client/createPairingState.js'

const SESSION_KEY = 'pairing:session'
const LINKING_KEY = 'pairing:linking'

/** what a reload needs of the session: which one it was, till when, and its active networks */
export const StoredSessionSchema = v.object({
  topic: v.string(),
  expiry: v.number(),
  active: v.optional(v.record(v.string(), v.string()), {}),
})
export const StoredLinkSchema = v.object({ href: v.string(), name: v.string() })

/** Shows `session` and keeps its record in the kit's storage, so a reload restores it. */
export function storeSession(state: PairingState, session: PairingSession): void {
  const { storage } = state.config
  state.$session.set(session)
  const active: Record<string, string> = {}
  for (const entry of Object.values(session.namespaces))
    if (entry) active[entry.namespace] = entry.activeNetworkId
  storage.set(SESSION_KEY, { topic: session.topic, expiry: session.expiry, active })
}

/** the stored session record, if any */
export function readStoredSession(state: PairingState) {
  return state.config.storage.get(SESSION_KEY, StoredSessionSchema)
}

/** the stored wallet link, back on screen with its session */
export function restoreLinking(state: PairingState): void {
  const linking = state.config.storage.get(LINKING_KEY, StoredLinkSchema)
  if (linking) state.$wcLinking.set(linking)
}

/** the wallet link opened last, kept so a reload still shows which wallet to return to */
export function storeLinking(state: PairingState, linking: v.InferOutput<typeof StoredLinkSchema>) {
  state.$wcLinking.set(linking)
  state.config.storage.set(LINKING_KEY, linking)
}

/** Drops the stored record, so a reload finds no session. */
export function forgetSession(state: PairingState): void {
  state.config.storage.remove(SESSION_KEY)
  state.config.storage.remove(LINKING_KEY)
  state.$wcLinking.set(undefined)
}
