import { FEATURE_NAMESPACES, SWAP_NETWORK_IDS } from '../constants.js'
import type { DataServiceContext, Feature, NetworkRef } from './types.js'

/** the default swap networks, as CAIP-2 ids */
export const SWAP_CHAIN_IDS: readonly string[] = SWAP_NETWORK_IDS.map((id) => `eip155:${id}`)

const NAMESPACES: Record<Feature, readonly string[] | undefined> = {
  ...FEATURE_NAMESPACES,
  swaps: ['eip155'],
  sessions: ['eip155'],
  // prices serve every namespace the service lists
  prices: undefined,
}

/**
 * Whether the data service serves `feature` on `network`: the feature covers the namespace
 * (swaps: one of the instance's swap networks, the default list when none is given) and the
 * network is in the supported-chains list.
 */
export async function isNetworkSupported(
  ctx: DataServiceContext,
  {
    network,
    feature,
    signal,
  }: { network: NetworkRef; feature: Feature; signal?: AbortSignal | undefined },
): Promise<boolean> {
  const namespaces = NAMESPACES[feature]
  if (namespaces && !namespaces.includes(network.chainNamespace)) return false
  if (feature === 'swaps' && !(ctx.swapChainIds ?? SWAP_CHAIN_IDS).includes(network.caipNetworkId))
    return false
  const chains = await ctx.loadSupportedChains(signal)
  return chains.http.includes(network.caipNetworkId)
}
