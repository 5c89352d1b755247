import { NetworkNotFoundError } from '../errors/kit.js'
import type { Kit } from '../kit/types.js'
import type { AdapterCapabilities } from '../types/adapter.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { Network } from '../types/network.js'

/**
 * A configured eip155 network (the given one, else the active one) with its adapter's
 * capabilities, when the adapter declares `capability`; else undefined, for the spec's empty
 * result. A given network that is not configured throws NetworkNotFoundError.
 */
export function getEvmNetwork(
  kit: Kit,
  capability: keyof AdapterCapabilities,
  networkId?: CaipNetworkId,
): { network: Network; capabilities: AdapterCapabilities } | undefined {
  const network = networkId
    ? kit.options.networks.find((n) => n.caipNetworkId === networkId)
    : kit.$activeNetwork.get()
  if (!network) throw new NetworkNotFoundError({ metaMessages: [`Network id: ${networkId}`] })
  const capabilities = kit._internal.adapters.get(network.chainNamespace)?.capabilities
  if (network.chainNamespace !== 'eip155' || !capabilities?.[capability]) return undefined
  return { network, capabilities }
}
