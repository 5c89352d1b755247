import {
  type Connector,
  connect,
  disconnect,
  type GetConnectionReturnType,
  getConnection,
  reconnect,
  switchChain,
} from '@wagmi/core'
import { runWagmi } from './runWagmi.js'
import type { WagmiConnection } from './types.js'

/** wagmi's connect of one connector, or its connection already made through wagmi */
export function connectWagmi(
  { config }: WagmiConnection,
  { connector, chainId }: { connector: Connector; chainId: number },
) {
  return runWagmi('connect', async () => {
    // already wagmi's current connection (made through wagmi first): nothing to ask
    const current = getConnection(config)
    if (current.status === 'connected' && current.connector.uid === connector.uid)
      return { accounts: current.addresses, chainId: current.chainId }
    return connect(config, { connector, chainId })
  })
}

/** wagmi's own reconnect of one connector: its connection, or undefined when not authorised */
export async function reconnectWagmi(
  { config }: WagmiConnection,
  connector: Connector,
): Promise<GetConnectionReturnType | undefined> {
  const connections = await runWagmi('reconnect', () =>
    reconnect(config, { connectors: [connector] }),
  )
  return connections.length ? getConnection(config) : undefined
}

/** wagmi's disconnect of a connector (or of the current one) */
export function disconnectWagmi({ config }: WagmiConnection, connector: Connector | undefined) {
  return runWagmi('disconnect', () => disconnect(config, connector ? { connector } : {}))
}

/** wagmi's switch of the connected wallet to a chain */
export function switchWagmiChain({ config }: WagmiConnection, chainId: number): Promise<void> {
  return runWagmi('switchChain', async () => {
    await switchChain(config, { chainId })
  })
}
