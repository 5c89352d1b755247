import type { PairingState } from '../client/createPairingState.js'
import { endSession } from './endSession.js'
import { tellWallet } from './tellWallet.js'

/** Ends the session at once for the kit, then tells the wallet. */
export async function disconnectSession(state: PairingState): Promise<void> {
  const session = state.$session.get()
  if (!session) return
  // the kit sees the end at once; telling the wallet waits on the relay
  endSession(state, session.topic, 'dapp')
  const instance = state.provider.loaded()
  if (!instance) return
  const disconnecting = tellWallet(state, instance, session.topic).finally(() => {
    state.disconnecting = undefined
  })
  state.disconnecting = disconnecting
  await disconnecting
}
