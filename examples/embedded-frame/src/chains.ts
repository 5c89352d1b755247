import type { FrameConfig } from '../shared/frameConfig.js'
import { CHAIN_DISCONNECTED, FrameRequestError } from './FrameRequestError.js'

export type ChainRef =
  | {
      namespace: 'eip155'
      id: number
      rpcUrl: string
      currency?: { symbol: string; decimals: number } | undefined
    }
  | { namespace: 'solana'; id: string; rpcUrl: string | undefined }

// Solana's public clusters by genesis-hash reference: signing on them needs no RPC
const SOLANA_CLUSTERS = [
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
]

/**
 * A chain id as the host sends it (a number, `'137'`, `'eip155:137'`, `'solana:<ref>'` or a
 * bare Solana reference) → a chain this frame is configured for, or a 4901 error.
 */
export function resolveChain(config: FrameConfig, chainId: string | number): ChainRef {
  const text = String(chainId)
  const evm = /^(?:eip155:)?(\d+)$/.exec(text)
  if (evm) {
    const id = Number(evm[1])
    const chain = config.evmChains.find((c) => c.id === id)
    if (chain) return { namespace: 'eip155', id, rpcUrl: chain.rpcUrl, currency: chain.currency }
  } else {
    const id = text.replace(/^solana:/, '')
    const chain = config.solanaChains.find((c) => c.id === id)
    if (chain || SOLANA_CLUSTERS.includes(id))
      return { namespace: 'solana', id, rpcUrl: chain?.rpcUrl }
  }
  throw new FrameRequestError(`Chain ${text} is not configured in this frame`, CHAIN_DISCONNECTED)
}

/** the chain id in the form GET_CHAIN_ID and GET_USER give: a number, or `solana:<ref>` */
export function chainIdOf(chain: ChainRef): string | number {
  return chain.namespace === 'eip155' ? chain.id : `solana:${chain.id}`
}

/** Posts one JSON-RPC call to a node and returns its result; a node error keeps its code. */
export async function callRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  let body: unknown
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    body = await response.json()
  } catch {
    throw new FrameRequestError('Network request failed')
  }
  if (typeof body !== 'object' || body === null)
    throw new FrameRequestError('The node answered no JSON-RPC')
  const { result, error } = body as {
    result?: unknown
    error?: { code?: unknown; message?: unknown }
  }
  if (error)
    throw new FrameRequestError(
      typeof error.message === 'string' ? error.message : 'The node returned an error',
      typeof error.code === 'number' ? error.code : undefined,
    )
  return result
}
