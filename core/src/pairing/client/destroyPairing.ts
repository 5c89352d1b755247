import { cancelAttempt } from '../attempt/cancelAttempt.js'
import type { PairingState } from './createPairingState.js'

/** Cancels any attempt, removes the provider's listeners and closes its relay connection. */
export async function destroyPairing(state: PairingState): Promise<void> {
  cancelAttempt(state)
  state.stopExpiryWatch?.()
  state.stopExpiryWatch = undefined
  const instance = state.provider.loaded()
  if (!instance) return
  instance.events.removeAllListeners()
  instance.client.core.heartbeat.stop()
  await instance.client.core.relayer.transportClose().catch((error: unknown) => {
    state.config.log.warn('pairing: closing the relay connection failed', error)
  })
}
