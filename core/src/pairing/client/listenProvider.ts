import { showUri } from '../attempt/showUri.js'
import { readSession } from '../readSession.js'
import { applySessionEvent } from '../session/applySessionEvent.js'
import { applySessionUpdate } from '../session/applySessionUpdate.js'
import { endSession } from '../session/endSession.js'
import { storeSession } from '../session/storeSession.js'
import type { PairingState, Provider } from './createPairingState.js'
import { readTopic } from './readTopic.js'

/** Routes the provider's events to the attempt (its URI) and the session (its changes). */
export function listenProvider(state: PairingState, instance: Provider): void {
  instance.on('display_uri', (uri: unknown) => {
    if (typeof uri === 'string') showUri(state, uri)
  })
  instance.on('session_event', (payload: unknown) => applySessionEvent(state, payload))
  instance.on('session_update', () => applySessionUpdate(state, instance))
  instance.on('session_delete', (payload: unknown) => {
    const topic = readTopic(payload)
    if (topic) endSession(state, topic, 'wallet')
  })
  instance.client.on('session_extend', (payload: unknown) => {
    const topic = readTopic(payload)
    const session = state.$session.get()
    if (!topic || session?.topic !== topic) return
    // a longer life for the session: the stored record must not drop it early on reload
    const raw = instance.client.session.get(topic)
    const extended = readSession(raw, { networks: state.config.networks, previous: session })
    if (extended) storeSession(state, extended)
  })
  instance.client.on('session_expire', (payload: unknown) => {
    const topic = readTopic(payload)
    if (topic) endSession(state, topic, 'expiry')
  })
}
