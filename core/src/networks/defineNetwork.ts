import type { Network } from '../types/network.js'

/** Identity helper that keeps a network literal's type; no checks (createKit validates). */
export function defineNetwork<const TNetwork extends Network>(network: TNetwork): TNetwork {
  return network
}
