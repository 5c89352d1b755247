import { onlineManager } from '@tanstack/query-core'
import { allTasks, cleanStores, keepMount } from 'nanostores'
import { afterEach, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { destroyKit } from '../kit/destroyKit.js'
import { createTestKit, evmAddress2 } from '../test/createTestKit.js'
import { balanceQueryOptions } from './balanceQueryOptions.js'
import { createQuery } from './createQuery.js'
import { getQueryClient } from './getQueryClient.js'
import { queryRetryDelay } from './queryRetryDelay.js'
import type { QueryResult } from './types.js'

afterEach(() => {
  vi.useRealTimers()
  onlineManager.setOnline(true)
})

async function connected(options: Parameters<typeof createTestKit>[0] = {}) {
  const setup = createTestKit({ mock: { balance: 2_000_000_000_000_000_000n }, ...options })
  await setup.kit.ready
  await connect(setup.kit, { connectorId: 'mock' })
  return setup
}

/** resolves with the first result that `done` accepts */
function until<T>(
  query: { $result: { subscribe(cb: (r: QueryResult<T, unknown>) => void): () => void } },
  done: (result: QueryResult<T, unknown>) => boolean,
) {
  return new Promise<QueryResult<T, unknown>>((resolve) => {
    const stop = query.$result.subscribe((result) => {
      if (!done(result)) return
      queueMicrotask(() => stop())
      resolve(result)
    })
  })
}

test('default: pending while fetching, then success with the connected balance', async () => {
  const { kit } = await connected()
  const query = createQuery(kit, balanceQueryOptions(kit))
  // before any listener: what mounting will do
  expect(query.$result.get()).toMatchObject({ status: 'pending', fetchStatus: 'fetching' })
  const seen: string[] = []
  const stop = query.$result.subscribe((r) => seen.push(`${r.status}/${r.fetchStatus}`))
  const result = await until(query, (r) => r.isSuccess)
  stop()
  expect(result.data).toEqual({
    value: 2_000_000_000_000_000_000n,
    decimals: 18,
    symbol: 'ETH',
    formatted: '2',
  })
  expect(seen).toContain('pending/fetching')
  // the modal's account shows the same read
  expect(kit.$account.get()).toMatchObject({ balance: '2', balanceSymbol: 'ETH' })
  cleanStores(query.$result)
})

test('parameters: another address and network read through the adapter', async () => {
  const { kit, adapter } = await connected()
  const query = createQuery(
    kit,
    balanceQueryOptions(kit, { address: evmAddress2, networkId: 'eip155:42161' }),
  )
  const result = await until(query, (r) => r.isSuccess)
  expect(result.data?.formatted).toBe('2')
  expect(adapter.calls.at(-1)).toMatchObject({
    method: 'getBalance',
    parameters: { address: evmAddress2, network: { caipNetworkId: 'eip155:42161' } },
  })
  // the connected account's own balance is untouched by a read of another address
  expect(kit.$account.get().balance).toBeUndefined()
})

test('behavior: disabled (pending, idle) with no account; reads once one connects', async () => {
  const { kit } = createTestKit()
  await kit.ready
  const query = createQuery(kit, balanceQueryOptions(kit))
  keepMount(query.$result)
  await allTasks()
  expect(query.$result.get()).toMatchObject({ status: 'pending', fetchStatus: 'idle' })
  // nothing to read yet: the query library is not loaded for it
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(kit._internal.queryRuntime).toBeUndefined()
  await connect(kit, { connectorId: 'mock' })
  query.setOptions(balanceQueryOptions(kit))
  const result = await until(query, (r) => r.isSuccess)
  expect(result.data?.symbol).toBe('ETH')
  cleanStores(query.$result)
})

test('behavior: a typed error for an unknown network, with no retry', async () => {
  const { kit } = await connected()
  const query = createQuery(
    kit,
    balanceQueryOptions(kit, { address: evmAddress2, networkId: 'eip155:999' }),
  )
  const result = await until(query, (r) => r.isError)
  expect(result.failureCount).toBe(1)
  expect(result.error).toMatchObject({ name: 'NetworkNotFoundError' })
})

test('behavior: an invalid address is a typed error', async () => {
  const { kit } = await connected()
  const query = createQuery(kit, balanceQueryOptions(kit, { address: 'not an address' }))
  const result = await until(query, (r) => r.isError)
  expect(result.error).toMatchObject({ name: 'InvalidAddressError' })
})

test('behavior: a failing read is retried 3 times, 1 s, 2 s, 4 s apart, then errors', async () => {
  const { kit, adapter } = await connected({ mock: { failures: { getBalance: 'fail' } } })
  vi.useFakeTimers()
  const query = createQuery(
    kit,
    balanceQueryOptions(kit, { address: evmAddress2, networkId: 'eip155:1' }),
  )
  keepMount(query.$result)
  const reads = () => adapter.calls.filter((c) => c.method === 'getBalance').length
  await vi.advanceTimersByTimeAsync(0)
  expect(reads()).toBe(1)
  await vi.advanceTimersByTimeAsync(999)
  expect(reads()).toBe(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(reads()).toBe(2)
  await vi.advanceTimersByTimeAsync(2_000)
  expect(reads()).toBe(3)
  expect(query.$result.get()).toMatchObject({ status: 'pending', failureCount: 3 })
  await vi.advanceTimersByTimeAsync(4_000)
  expect(reads()).toBe(4)
  await vi.advanceTimersByTimeAsync(60_000)
  expect(reads()).toBe(4)
  expect(query.$result.get()).toMatchObject({ status: 'error', failureCount: 4 })
  expect(query.$result.get().error).toMatchObject({ name: 'ProviderRpcError', code: -32603 })
  cleanStores(query.$result)
})

test('default: retry delays grow from 1 s and stop at 30 s', () => {
  expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
    1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
  ])
})

test('behavior: offline, the fetch is paused and goes on when the network is back', async () => {
  const { kit } = await connected()
  onlineManager.setOnline(false)
  const query = createQuery(kit, balanceQueryOptions(kit))
  keepMount(query.$result)
  const paused = await until(query, (r) => r.isPaused)
  expect(paused).toMatchObject({ status: 'pending', fetchStatus: 'paused' })
  onlineManager.setOnline(true)
  const result = await until(query, (r) => r.isSuccess)
  expect(result.fetchStatus).toBe('idle')
  cleanStores(query.$result)
})

test('behavior: an unused result is garbage-collected after 5 minutes', async () => {
  const { kit } = await connected()
  const query = createQuery(kit, balanceQueryOptions(kit))
  await until(query, (r) => r.isSuccess)
  vi.useFakeTimers()
  cleanStores(query.$result)
  const cache = getQueryClient(kit).getQueryCache()
  // the store lets go of the observer a moment after its last listener
  await vi.advanceTimersByTimeAsync(2_000)
  expect(cache.getAll()).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(299_000)
  expect(cache.getAll()).toHaveLength(0)
})

test('behavior: one client per kit, made on first use, cleared by destroyKit', async () => {
  const a = createTestKit().kit
  const b = createTestKit().kit
  expect(a._internal.queryClient).toBeUndefined()
  expect(getQueryClient(a)).toBe(getQueryClient(a))
  expect(getQueryClient(a)).not.toBe(getQueryClient(b))
  getQueryClient(a).setQueryData(['x'], 1)
  destroyKit(a)
  expect(getQueryClient(a).getQueryData(['x'])).toBeUndefined()
})

test('behavior: the query library loads on the first query; a failed load is the error, refetch tries again', async () => {
  const { kit } = await connected()
  expect(kit._internal.queryRuntime).toBeUndefined()
  vi.doMock('./observeQuery.js', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  const query = createQuery(kit, balanceQueryOptions(kit))
  keepMount(query.$result)
  const failed = await until(query, (r) => r.isError)
  expect(failed).toMatchObject({ status: 'error', fetchStatus: 'idle', data: undefined })
  // the import's own error (vitest wraps the factory's); a render reads the same
  expect(failed.error).toBeInstanceOf(Error)
  expect(query.peek(balanceQueryOptions(kit))).toMatchObject({ status: 'error', isError: true })
  vi.doUnmock('./observeQuery.js')
  const result = await query.refetch()
  expect(result).toMatchObject({ status: 'success', data: { formatted: '2' } })
  expect(query.$result.get().status).toBe('success')
  // loaded once per kit: the next query starts from the cache at once
  expect(kit._internal.queryRuntime).toBeDefined()
  const again = createQuery(kit, balanceQueryOptions(kit))
  expect(again.$result.get()).toMatchObject({ status: 'success', fetchStatus: 'idle' })
  cleanStores(query.$result)
})
