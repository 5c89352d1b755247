import type { PairingSession } from '../../types/pairing.js'
import type { PairingState } from '../client/createPairingState.js'
import { readSession } from '../readSession.js'
import { forgetSession, readStoredSession, restoreLinking, storeSession } from './storeSession.js'
import { syncDefaultChains } from './syncDefaultChain.js'
import { withActiveNetworks } from './withActiveNetworks.js'

/** Restores the stored session, one restore at a time; undefined when there is none left. */
export function restoreSession(state: PairingState): Promise<PairingSession | undefined> {
  state.restoring ??= restoreStored(state).finally(() => {
    state.restoring = undefined
  })
  return state.restoring
}

async function restoreStored(state: PairingState): Promise<PairingSession | undefined> {
  const { networks, now } = state.config
  const current = state.$session.get()
  if (current) return current
  const stored = readStoredSession(state)
  // no stored session: nothing to load, so a page that never paired never imports the provider
  if (!stored) return undefined
  if (stored.expiry <= now()) {
    forgetSession(state)
    return undefined
  }
  const instance = await state.provider()
  const raw = instance.session?.topic === stored.topic ? instance.session : undefined
  const base = raw ? readSession(raw, { networks }) : undefined
  if (!base || base.expiry <= now()) {
    forgetSession(state)
    return undefined
  }
  const session = withActiveNetworks(base, stored.active)
  syncDefaultChains(state, instance, session)
  storeSession(state, session)
  restoreLinking(state)
  state.events.emit({ type: 'session_set', session })
  return session
}
