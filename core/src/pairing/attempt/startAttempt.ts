import { NamespaceNotConfiguredError } from '../../errors/namespaceConfig.js'
import { NoPairingNamespaceError } from '../../errors/pairingFailure.js'
import type { PairingConnectParameters } from '../../types/pairing.js'
import { authenticateSession } from '../authenticateSession.js'
import { buildNamespaces } from '../buildNamespaces.js'
import type { PairingState, Provider } from '../client/createPairingState.js'
import { readTopic } from '../client/readTopic.js'
import { tellWallet } from '../session/tellWallet.js'
import { failAttempt } from './failAttempt.js'
import { settleAttempt } from './settleAttempt.js'
import { watchAttemptRelay } from './watchAttemptRelay.js'

/**
 * A new attempt for the pending connect: a new URI, replacing any shown. An older attempt's
 * outcome is ignored, except a session a wallet approved just before its URI was replaced.
 */
export async function startAttempt(state: PairingState): Promise<void> {
  const params = state.pending?.params
  if (!params) return
  const generation = ++state.generation
  state.preparing = true
  state.$buffering.set(true)
  state.$wcUri.set(undefined)
  state.$wcPairingExpiry.set(undefined)
  try {
    const optionalNamespaces = buildNamespaces({
      namespaces: params.namespaces,
      networks: params.networks ?? state.config.networks,
    })
    if (!Object.keys(optionalNamespaces).length) {
      // the spec's message for a namespace with no network; with none asked, nothing can pair
      const [first] = params.namespaces
      if (first) throw new NamespaceNotConfiguredError({ namespace: first })
      throw new NoPairingNamespaceError({ adapters: [], details: 'No namespace was asked for' })
    }
    await state.code()
    if (generation !== state.generation) return
    watchAttemptRelay(state, generation)
    const instance = await state.provider()
    await state.disconnecting
    if (generation !== state.generation) return
    const session = await propose(state, instance, params, optionalNamespaces)
    // a wallet may approve an older URI just before it was replaced: a session is a session
    settleAttempt(state, instance, session ?? instance.session)
  } catch (error) {
    if (generation !== state.generation) {
      state.config.log.debug('pairing: an abandoned attempt ended', error)
      return
    }
    failAttempt(state, error)
  }
}

/** the proposal: one-click sign-in when asked for, else a plain session */
function propose(
  state: PairingState,
  instance: Provider,
  { authenticate }: PairingConnectParameters,
  optionalNamespaces: ReturnType<typeof buildNamespaces>,
): Promise<unknown> {
  if (!authenticate) return instance.connect({ optionalNamespaces })
  return authenticateSession(instance, authenticate, {
    log: state.config.log,
    endSession: async (raw) => {
      const topic = readTopic(raw)
      if (topic) await tellWallet(state, instance, topic)
    },
  })
}
