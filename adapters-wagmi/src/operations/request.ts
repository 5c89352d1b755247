import { getConnectorClient } from '@wagmi/core'
import { runWagmi } from './runWagmi.js'
import type { WagmiConnection } from './types.js'

/** Docs: /adapters-wagmi/wagmiAdapter#request. A request to the connected wallet, as it is. */
export function request(
  { config }: WagmiConnection,
  { method, params }: { method: string; params?: unknown },
): Promise<unknown> {
  return runWagmi('request', async () => {
    const client = await getConnectorClient(config)
    return client.request({ method, params } as never)
  })
}
