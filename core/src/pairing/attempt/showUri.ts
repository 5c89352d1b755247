import { PAIRING_EXPIRY } from '../../constants.js'
import type { PairingState } from '../client/createPairingState.js'
import { watchAttemptRelay } from './watchAttemptRelay.js'

/** The URI of the attempt waiting for one: shown with its expiry and given to `onUri`. */
export function showUri(state: PairingState, uri: string): void {
  const { pending } = state
  if (!pending || !state.preparing) return
  state.preparing = false
  const instance = state.provider.loaded()
  if (instance) watchAttemptRelay(state, state.generation, instance)
  const expiry = state.config.now() + PAIRING_EXPIRY
  state.$wcUri.set(uri)
  state.$wcPairingExpiry.set(expiry)
  state.$buffering.set(false)
  state.events.emit({ type: 'uri', uri, expiry })
  try {
    pending.params.onUri?.(uri)
  } catch (error) {
    state.config.log.error('pairing: onUri threw', error)
  }
}
