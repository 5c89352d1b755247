import type { Kit } from '../kit/types.js'
import type { Connector } from '../types/connector.js'

/** Docs: /core/actions/getConnectors. Every adapter's connectors. */
export function getConnectors(kit: Kit): readonly Connector[] {
  return kit.$connectors.get()
}
