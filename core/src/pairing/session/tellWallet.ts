import type { PairingState, Provider } from '../client/createPairingState.js'

/** Tells the wallet the session is over; if the relay never takes it, drops it here. */
export async function tellWallet(state: PairingState, instance: Provider, topic: string) {
  try {
    await instance.disconnect()
  } catch (error) {
    state.config.log.warn('pairing: the wallet was not told of the disconnect', error)
    // the relay never took the delete: drop the session here, or a reload would find it
    await instance.client.session
      .delete(topic, { code: 6000, message: 'User disconnected.' })
      .catch(() => {})
  }
}
