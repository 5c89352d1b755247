// @vitest-environment happy-dom
import { request as httpRequest } from 'node:http'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import {
  type ChainAdapter,
  connect,
  createKit,
  createMemoryDriver,
  mockAdapter,
  type Network,
} from '@walletport/core'
import { startAnvil, type TestAnvil } from '@walletport/core/test'
import type { ReactNode } from 'react'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { WalletportProvider } from '../provider/WalletportProvider.js'
import { useWalletClient } from './useWalletClient.js'

// anvil's first dev account: unlocked, so anvil signs and sends for it
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let anvil: TestAnvil
beforeAll(async () => {
  anvil = await startAnvil()
}, 30_000)
afterAll(() => anvil?.stop())
afterEach(cleanup)

/** an EIP-1193 provider over anvil's JSON-RPC, on Node's http (the DOM's fetch enforces CORS) */
function anvilProvider(url: string) {
  let id = 0
  return {
    request: ({ method, params }: { method: string; params?: unknown }) =>
      new Promise<unknown>((resolve, reject) => {
        const body = JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] })
        const req = httpRequest(
          url,
          { method: 'POST', headers: { 'content-type': 'application/json' } },
          (res) => {
            let text = ''
            res.on('data', (chunk) => {
              text += chunk
            })
            res.on('end', () => {
              const answer = JSON.parse(text) as { result?: unknown; error?: { message: string } }
              if (answer.error) reject(Object.assign(new Error(answer.error.message), answer.error))
              else resolve(answer.result)
            })
          },
        )
        req.on('error', reject)
        req.end(body)
      }),
  }
}

function setup() {
  const devnet: Network = {
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
  }
  const mock = mockAdapter({ namespace: 'eip155', accounts: [account] })
  const provider = anvilProvider(anvil.url)
  // the mock wallet, connected through a real EIP-1193 provider
  const adapter: ChainAdapter = {
    ...mock,
    connect: async (p) => ({ ...(await mock.connect(p)), provider }),
  }
  const kit = createKit({
    networks: [devnet],
    adapters: [adapter],
    storage: createMemoryDriver(),
    logLevel: 'silent',
    disableAppend: true,
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletportProvider kit={kit}>{children}</WalletportProvider>
  )
  return { kit, wrapper, devnet }
}

test('default: a viem wallet client for the connected account, signing and sending on anvil', async () => {
  const { kit, wrapper } = setup()
  const { result } = renderHook(() => useWalletClient(), { wrapper })
  expect(result.current.data).toBeUndefined()
  await act(() => connect(kit, { connectorId: 'mock' }))
  await waitFor(() => expect(result.current.data).toBeDefined())
  const client = result.current.data
  if (!client?.account) throw new Error('no client')
  expect(client.account.address).toBe(account)
  expect(client.chain?.id).toBe(31337)

  const signature = await client.signMessage({ account: client.account, message: 'hello' })
  expect(await verifyMessage({ address: account, message: 'hello', signature })).toBe(true)

  const to = '0x00000000000000000000000000000000000000b2'
  const hash = await client.sendTransaction({
    account: client.account,
    chain: client.chain,
    to,
    value: parseEther('1'),
  })
  const reader = createPublicClient({ transport: http(anvil.url) })
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  expect(await reader.getBalance({ address: to })).toBe(parseEther('1'))
})

test('behavior: none while disconnected, and none again after a disconnect', async () => {
  const { kit, wrapper } = setup()
  const { result } = renderHook(() => useWalletClient(), { wrapper })
  await act(() => connect(kit, { connectorId: 'mock' }))
  await waitFor(() => expect(result.current.data).toBeDefined())
  const { disconnect } = await import('@walletport/core')
  await act(() => disconnect(kit))
  await waitFor(() => expect(result.current.data).toBeUndefined())
})
