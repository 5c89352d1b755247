import type { AdapterContext, Network } from '@walletport/core'
import { DEFAULT_POLLING_INTERVAL } from '@walletport/core'
import { createClient, type Transport } from 'viem'
import { NoRpcEndpointError } from '../errors/rpc.js'
import type { EvmAdapterOptions } from '../evmAdapter.js'
import { createRpcTransport } from '../transports/createRpcTransport.js'
import type { EvmClient } from '../types.js'
import { getChainId, toViemChain } from './toViemChain.js'

/** One public client per chain, made on first use, for one adapter instance. */
export type PublicClients = {
  get(network: Network): EvmClient
  /** forgets the clients and stops their transports' background work */
  clear(): void
}

/** Docs: /adapters-evm/evmAdapter#transports. The public clients of one adapter. */
export function createPublicClients(
  options: EvmAdapterOptions,
  context: () => AdapterContext | undefined,
): PublicClients {
  const clients = new Map<number, EvmClient>()
  // aborted on teardown: the transports' background ranking then stops using the network
  let lifetime = new AbortController()

  function transportFor(network: Network, id: number): Transport {
    const given = options.transports?.[id]
    if (given) return given
    const urls = [...network.rpcUrls.default.http]
    const projectId = context()?.projectId
    if (options.rpcEndpoint && projectId) {
      const hosted = new URL(options.rpcEndpoint)
      hosted.searchParams.set('chainId', network.caipNetworkId)
      hosted.searchParams.set('projectId', projectId)
      urls.unshift(hosted.toString())
    }
    if (!urls.length) throw new NoRpcEndpointError({ networkId: network.caipNetworkId })
    return createRpcTransport({ urls, ...options.rpc, signal: lifetime.signal })
  }

  return {
    get(network) {
      const id = getChainId(network)
      const known = clients.get(id)
      if (known) return known
      // bare: viem's action methods would bring every action (and ox) into the bundle
      const client = createClient({
        chain: toViemChain(network, options.contracts?.[id]),
        transport: transportFor(network, id),
        pollingInterval: options.pollingInterval ?? DEFAULT_POLLING_INTERVAL,
      })
      clients.set(id, client)
      return client
    },
    clear() {
      lifetime.abort()
      lifetime = new AbortController()
      clients.clear()
    },
  }
}
