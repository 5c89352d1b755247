import { SWAP_NETWORK_IDS } from '../constants.js'
import type { Network } from '../types/network.js'

/** the default swap networks, as CAIP-2 ids */
const SPEC_SWAP_NETWORKS: readonly string[] = SWAP_NETWORK_IDS.map((id) => `eip155:${id}`)

/**
 * Docs: /core/utils/isSwapNetwork. Whether swaps are offered on `network`: one of
 * `swapNetworks` (CAIP-2 ids, such as a data source's `swapNetworks`), the default swap
 * networks by default.
 */
export function isSwapNetwork(
  network: Pick<Network, 'caipNetworkId'>,
  swapNetworks: readonly string[] = SPEC_SWAP_NETWORKS,
): boolean {
  return swapNetworks.includes(network.caipNetworkId)
}
