import type { ReadableAtom } from 'nanostores'
import type { ChainAdapter } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import { derive } from './derive.js'

/** Every adapter's connectors in one list, in adapter order; live as adapters discover wallets. */
export function createConnectorsStore(
  adapters: readonly ChainAdapter[],
): ReadableAtom<readonly Connector[]> {
  const sources = adapters.map((adapter) => adapter.$connectors)
  return derive(sources, () => sources.flatMap(($connectors) => $connectors.get()))
}
