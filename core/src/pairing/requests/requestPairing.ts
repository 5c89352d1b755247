import { NetworkNotFoundError } from '../../errors/kit.js'
import type { PairingRequestParameters } from '../../types/pairing.js'
import type { PairingState } from '../client/createPairingState.js'
import { PAIRING_METHODS } from '../methods.js'
import { requestRpc } from '../requestRpc.js'
import { walletChain } from '../session/walletChain.js'
import { toPairingError } from '../toPairingError.js'
import { requireNetwork } from './requireNamespace.js'

/**
 * Routes one request: the wallet's methods (the namespace's and the session's) to the wallet,
 * on the chain id it approved; every other method, a read, to the network's RPC.
 */
export async function requestPairing(
  state: PairingState,
  { method, params, networkId }: PairingRequestParameters,
): Promise<unknown> {
  const { networks } = state.config
  const { instance, entry } = requireNetwork(state, networkId)
  const walletMethods: readonly string[] = PAIRING_METHODS[entry.namespace]
  if (walletMethods.includes(method) || entry.methods.includes(method)) {
    try {
      return await instance.request(
        { method, params: toParams(params) },
        walletChain(instance, networks, networkId),
      )
    } catch (error) {
      throw toPairingError(error)
    }
  }
  const url = networks.find(
    (network) =>
      network.caipNetworkId === networkId || network.deprecatedCaipNetworkId === networkId,
  )?.rpcUrls.default.http[0]
  if (!url) throw new NetworkNotFoundError({ metaMessages: [`Network: ${networkId}`] })
  return requestRpc({ url, method, params })
}

/** JSON-RPC params are an array or an object: a lone value goes in an array */
function toParams(params: unknown): object | undefined {
  if (params === undefined) return undefined
  return typeof params === 'object' && params !== null ? params : [params]
}
