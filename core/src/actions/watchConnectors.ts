import type { Kit } from '../kit/types.js'
import type { Connector } from '../types/connector.js'

export type WatchConnectorsParameters = {
  onChange(connectors: readonly Connector[], previous: readonly Connector[] | undefined): void
}

/** Docs: /core/actions/watchConnectors. Returns the unsubscribe. */
export function watchConnectors(kit: Kit, { onChange }: WatchConnectorsParameters): () => void {
  return kit.$connectors.listen(onChange)
}
