import type { Kit } from '../kit/types.js'
import type { Network } from '../types/network.js'

/** Docs: /core/actions/getActiveNetwork. The selected network of the active namespace. */
export function getActiveNetwork(kit: Kit): Network {
  return kit.$activeNetwork.get()
}
