import type { Config } from '@wagmi/core'
import type { Connected, LoadOnce, Network } from '@walletport/core'
import type { WagmiImplementation } from '../createWagmiImplementation.js'
import type { WagmiChainsMismatchError } from '../errors/errors.js'
import type { WagmiConnectionReporter } from './createWagmiConnection.js'
import { findConnector } from './watchWagmi.js'

export type WagmiHost = {
  config: Config
  connection: WagmiConnectionReporter
  load: LoadOnce<WagmiImplementation>
  /** the networks mismatch found at setup: connecting then fails with it */
  chainsError: WagmiChainsMismatchError | undefined
}

/** Docs: /adapters-wagmi/wagmiAdapter#connect. A connect the kit asks for, through wagmi. */
export function connectThroughWagmi(
  { config, connection, load, chainsError }: WagmiHost,
  { connectorId, network }: { connectorId: string; network: Network },
): Promise<Connected> {
  return connection.own(async () => {
    if (chainsError) throw chainsError
    const connector = findConnector(config, connectorId)
    const { accounts, chainId } = await (await load()).connect({
      connector,
      chainId: Number(network.id),
    })
    return connection.remember({ connectorId, addresses: accounts, chainId }, connector)
  })
}

/**
 * Docs: /adapters-wagmi/wagmiAdapter#reconnect. wagmi's connection once its own reconnect
 * settled when it is this connector's; else wagmi's reconnect of the connector.
 */
export function reconnectThroughWagmi(
  { config, connection, load, chainsError }: WagmiHost,
  { connectorId }: { connectorId: string },
): Promise<Connected | undefined> {
  return connection.own(async () => {
    if (chainsError) return undefined
    const current = await connection.settled()
    if (current.status === 'connected')
      return current.connector.id === connectorId ? connection.adopt(current) : undefined
    const connector = config.connectors.find((c) => c.id === connectorId)
    if (!connector) return undefined
    const restored = await (await load()).reconnect(connector)
    return restored ? connection.adopt(restored) : undefined
  })
}
