import { RelayUnreachableError } from '../../errors/pairingFailure.js'
import type { PairingState, Provider } from '../client/createPairingState.js'
import { unref, watchRelay } from '../watchRelay.js'
import { failAttempt } from './failAttempt.js'

/**
 * Fails attempt `generation` when the relay is out of reach for relayTimeout: until the URI
 * shows (no `instance`), the relay has not carried the proposal; once it shows, the wallet
 * reaches the kit through the relay, so the connection's drops are watched.
 */
export function watchAttemptRelay(
  state: PairingState,
  generation: number,
  instance?: Provider,
): void {
  const { relayTimeout, relayUrl } = state.config
  const onLost = () => {
    if (generation !== state.generation || !state.pending) return
    // the library may still be retrying: its outcome belongs to an abandoned attempt now
    state.generation++
    failAttempt(state, new RelayUnreachableError({ relayUrl }))
  }
  state.stopRelayWatch?.()
  if (instance) {
    state.stopRelayWatch = watchRelay({
      relayer: instance.client.core.relayer,
      timeout: relayTimeout,
      onLost,
    })
    return
  }
  const timer = unref(setTimeout(onLost, relayTimeout))
  state.stopRelayWatch = () => clearTimeout(timer)
}
