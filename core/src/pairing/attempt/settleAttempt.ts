import { ProviderRpcError } from '../../errors/ProviderRpcError.js'
import { WALLET_ERROR_CODES } from '../../errors/walletCodes.js'
import type { PairingState, Provider } from '../client/createPairingState.js'
import { readTopic } from '../client/readTopic.js'
import { keepRequested } from '../keepRequested.js'
import { readSession } from '../readSession.js'
import { storeSession } from '../session/storeSession.js'
import { syncDefaultChains } from '../session/syncDefaultChain.js'
import { tellWallet } from '../session/tellWallet.js'
import { failAttempt } from './failAttempt.js'
import { resetAttempt } from './resetAttempt.js'

/**
 * The wallet's approval: the session, kept to the networks asked for, becomes the client's
 * and answers the pending connect. One with no usable account fails the connect.
 */
export function settleAttempt(state: PairingState, instance: Provider, raw: unknown): void {
  const asked = state.pending?.params.networks ?? state.config.networks
  const read = readSession(raw, { networks: asked })
  const session = read && keepRequested(read, asked)
  if (!session) {
    // the wallet thinks it is connected: tell it otherwise, so neither side is half-connected
    const topic = readTopic(raw)
    if (topic) void tellWallet(state, instance, topic)
    failAttempt(
      state,
      new ProviderRpcError({
        code: WALLET_ERROR_CODES.INTERNAL_ERROR,
        message: 'The wallet approved a session with no account the kit can use',
      }),
    )
    return
  }
  resetAttempt(state)
  state.$wcError.set(false)
  syncDefaultChains(state, instance, session)
  storeSession(state, session)
  state.events.emit({ type: 'session_set', session })
  state.pending?.resolve(session)
  state.pending = undefined
}
