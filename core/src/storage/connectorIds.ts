import * as v from 'valibot'
import type { ChainNamespace } from '../types/caip.js'
import type { KitStorage } from '../types/storage.js'
import { CONNECTOR_IDS_KEY } from './keys.js'

function read(storage: KitStorage): Partial<Record<ChainNamespace, string>> {
  const id = v.optional(v.string())
  return storage.get(CONNECTOR_IDS_KEY, v.object({ eip155: id, solana: id, bip122: id })) ?? {}
}

/** The connector id last used in a namespace. */
export function getConnectorId(storage: KitStorage, namespace: ChainNamespace): string | undefined {
  return read(storage)[namespace]
}

/** Records (or, with undefined, forgets) the connector id of a namespace. */
export function setConnectorId(
  storage: KitStorage,
  namespace: ChainNamespace,
  connectorId: string | undefined,
): void {
  const { [namespace]: _, ...others } = read(storage)
  storage.set(
    CONNECTOR_IDS_KEY,
    connectorId === undefined ? others : { ...others, [namespace]: connectorId },
  )
}
