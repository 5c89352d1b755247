import { NamespaceNotConfiguredError } from '../../errors/namespaceConfig.js'
import { RequestBeforeConnectError, SignClientNotInitializedError } from '../../errors/pairing.js'
import type { CaipNetworkId } from '../../types/caip.js'
import type { PairingNamespace } from '../../types/pairing.js'
import { isChainNamespace } from '../../utils/parseCaipAddress.js'
import type { PairingState, Provider } from '../client/createPairingState.js'

/** The started provider and the session's entry for `namespace`, or the error saying which is missing. */
export function requireNamespace(
  state: PairingState,
  namespace: string,
): { instance: Provider; entry: PairingNamespace } {
  const instance = state.provider.loaded()
  if (!instance) throw new SignClientNotInitializedError()
  const session = state.$session.get()
  if (!session) throw new RequestBeforeConnectError()
  const entry = isChainNamespace(namespace) ? session.namespaces[namespace] : undefined
  if (!entry) throw new NamespaceNotConfiguredError({ namespace })
  return { instance, entry }
}

/** requireNamespace for the namespace of a network */
export function requireNetwork(state: PairingState, networkId: CaipNetworkId) {
  return requireNamespace(state, networkId.slice(0, networkId.indexOf(':')))
}
