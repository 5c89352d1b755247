import {
  type Config,
  type GetConnectionReturnType,
  getConnection,
  watchConnection,
  watchConnectors,
} from '@wagmi/core'
import { type Connector, ConnectorNotFoundError } from '@walletport/core'
import type { WritableAtom } from 'nanostores'
import { toKitConnector } from '../connectors/toKitConnector.js'

/**
 * Lists the config's connectors as the kit's and hands every connection change to
 * `onConnection`, starting with the connection wagmi already holds (restored before the kit
 * existed). Returns the stop, which also empties the list.
 */
export function watchWagmi(
  config: Config,
  $connectors: WritableAtom<readonly Connector[]>,
  onConnection: (connection: GetConnectionReturnType) => void,
): () => void {
  const list = () => $connectors.set(config.connectors.map(toKitConnector))
  list()
  const stopConnectors = watchConnectors(config, { onChange: list })
  const stopConnection = watchConnection(config, { onChange: onConnection })
  onConnection(getConnection(config))
  return () => {
    stopConnectors()
    stopConnection()
    $connectors.set([])
  }
}

/** a connector of the config, or ConnectorNotFoundError */
export function findConnector(config: Config, connectorId: string) {
  const connector = config.connectors.find((c) => c.id === connectorId)
  if (!connector) throw new ConnectorNotFoundError({ metaMessages: [`Connector: ${connectorId}`] })
  return connector
}
