import type { Kit } from '../kit/types.js'
import type { Network } from '../types/network.js'

export type WatchActiveNetworkParameters = {
  onChange(network: Network, previous: Network | undefined): void
}

/** Docs: /core/actions/watchActiveNetwork. Returns the unsubscribe. */
export function watchActiveNetwork(
  kit: Kit,
  { onChange }: WatchActiveNetworkParameters,
): () => void {
  return kit.$activeNetwork.listen(onChange)
}
