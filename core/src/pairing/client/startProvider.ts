import { guardRelayer } from '../guardRelayer.js'
import { guardVerify } from '../guardVerify.js'
import { toPairingError } from '../toPairingError.js'
import type { PairingState, Provider } from './createPairingState.js'
import { listenProvider } from './listenProvider.js'

/**
 * Imports and starts universal-provider with the client's listeners on it. A start that
 * fails clears what the library stored, since that may be what it cannot start on.
 */
export async function startProvider(state: PairingState): Promise<Provider> {
  const { projectId, relayUrl, metadata, name, wcLogLevel, log } = state.config
  try {
    const { UniversalProvider } = await state.code()
    const instance = await UniversalProvider.init({
      ...(projectId ? { projectId } : {}),
      relayUrl,
      metadata: { ...metadata, icons: [...metadata.icons] },
      storage: state.pairingStorage,
      customStoragePrefix: name,
      // no vendor telemetry: the kit has its own, opt-in analytics
      telemetryEnabled: false,
      logger: wcLogLevel,
    })
    if (!guardRelayer(instance.client.core.relayer, log))
      log.warn('pairing: this WalletConnect version cannot be guarded against bad relay frames')
    // one-click sends two requests at once, which Verify cannot wait on together unguarded;
    // and for every pairing, without a project id the attestation wait is waste
    const { verify, projectId: verifyProjectId } = instance.client.core
    if (!guardVerify(verify, { projectId: verifyProjectId, log }))
      log.warn('pairing: this WalletConnect version cannot be guarded for one-click sign-in')
    listenProvider(state, instance)
    return instance
  } catch (error) {
    log.warn('pairing: WalletConnect did not start; its stored data was cleared', error)
    state.pairingStorage.clear()
    throw toPairingError(error)
  }
}
