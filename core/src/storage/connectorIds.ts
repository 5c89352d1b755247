import type { ChainNamespace } from '../types/caip.js'
import type { KitStorage } from '../types/storage.js'
import { CONNECTOR_IDS_KEY } from './keys.js'
import { readCheck, readStrings } from './readStored.js'

type ConnectorIds = Partial<Record<ChainNamespace, string>>

/**
 * The stored record: an object whose namespace entries, where present, are strings. Checked
 * by hand rather than with valibot because reconnect reads it before the first click (see
 * standardCheck.ts).
 */
const connectorIdsCheck = () =>
  readCheck(
    (value) => readStrings(value, ['eip155?', 'solana?', 'bip122?']) as ConnectorIds | string,
  )

function read(storage: KitStorage): ConnectorIds {
  return storage.get(CONNECTOR_IDS_KEY, connectorIdsCheck()) ?? {}
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
