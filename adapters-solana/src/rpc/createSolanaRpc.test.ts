import { RequestTimeoutError } from '@walletport/core'
import { startStallServer } from '@walletport/core/test'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type RpcServer, startRpcServer } from '../test/rpcServer.js'
import { createSolanaRpc } from './createSolanaRpc.js'

const ADDRESS = '11111111111111111111111111111111'
let chain: RpcServer
beforeAll(async () => {
  chain = await startRpcServer()
})
afterAll(async () => {
  // web3.js keeps reconnecting its socket unless the server outlives it briefly
  await new Promise((resolve) => setTimeout(resolve, 500))
  await chain.close()
})

const network = (url: string) =>
  ({
    id: 'local',
    caipNetworkId: 'solana:local',
    chainNamespace: 'solana',
    name: 'local',
    nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [url] } },
  }) as unknown as Parameters<ReturnType<typeof createSolanaRpc>['getBalance']>[0]['network']

function recordSleeps() {
  const delays: number[] = []
  return {
    delays,
    sleep: async (ms: number) => {
      delays.push(ms)
    },
  }
}

test('default: reads go through the section 7 policy to a real RPC', async () => {
  const rpc = createSolanaRpc({ commitment: 'confirmed' })
  await expect(
    rpc.getBalance({ network: network(chain.url), address: ADDRESS }),
  ).resolves.toBeTypeOf('bigint')
})

test('behavior: a server stalling after the headers ends in a time-out after 3 retries', async () => {
  const server = await startStallServer(['headers'])
  const { sleep, delays } = recordSleeps()
  const rpc = createSolanaRpc({ commitment: 'confirmed', policy: { timeout: 100, sleep } })
  try {
    const error = await rpc
      .getBalance({ network: network(server.url), address: ADDRESS })
      .catch((e) => e)
    // web3.js rewraps the error as text; the adapter wraps it again in SolanaRpcError
    expect(String(error)).toContain(
      new RequestTimeoutError({ endpoint: '', timeout: 1 }).shortMessage,
    )
    expect(delays).toEqual([150, 300, 600])
  } finally {
    await server.close()
  }
})

test('behavior: 429 with Retry-After is honoured, then the answer is read', async () => {
  let calls = 0
  const server = await startStallServer(['ok'], (request) => {
    const { id } = JSON.parse(request.body) as { id: string }
    return calls++ === 0
      ? { status: 429, headers: { 'retry-after': '1' }, body: '{}' }
      : {
          body: JSON.stringify({ jsonrpc: '2.0', id, result: { context: { slot: 1 }, value: 42 } }),
        }
  })
  const { sleep, delays } = recordSleeps()
  const rpc = createSolanaRpc({ commitment: 'confirmed', policy: { sleep } })
  try {
    await expect(rpc.getBalance({ network: network(server.url), address: ADDRESS })).resolves.toBe(
      42n,
    )
    expect(delays).toEqual([1000])
  } finally {
    await server.close()
  }
})
