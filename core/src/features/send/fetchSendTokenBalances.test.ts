import { afterEach, expect, test, vi } from 'vitest'
import { connect } from '../../actions/connect.js'
import { connectKit, createFeatureKit } from '../../test/createFeatureKit.js'
import { createTestKit } from '../../test/createTestKit.js'
import { useDataServer } from '../../test/useDataServer.js'
import { fetchSendTokenBalances } from './fetchSendTokenBalances.js'

const server = useDataServer()
afterEach(() => {
  vi.useRealTimers()
})

test('default', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  const rows = await fetchSendTokenBalances(kit)
  // the row with a decimals quantity of '0' is dropped as low quality
  expect(rows.map((r) => r.symbol)).toEqual(['ETH', 'USDC'])
  expect(kit.$send.get()).toMatchObject({
    tokenBalances: rows,
    networkBalanceInUSD: '3000.5',
    loading: false,
    lastRetry: undefined,
  })
})

test('behavior: without a data source, the native balance alone', async () => {
  const { kit } = createTestKit({ mock: { balance: 1_500_000_000_000_000_000n } })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  expect(await fetchSendTokenBalances(kit)).toEqual([
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric: '1.5' },
      iconUrl: expect.any(String),
    },
  ])
})

test('behavior: a failed read waits 30 s before the next, unless forced', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const { kit, adapter } = createTestKit({ mock: { failures: { getBalance: 'fail' } } })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await expect(fetchSendTokenBalances(kit)).rejects.toMatchObject({ name: 'ProviderRpcError' })
  const failedAt = Date.now()
  expect(kit.$send.get()).toMatchObject({ loading: false, lastRetry: failedAt, tokenBalances: [] })
  const reads = () => adapter.calls.filter((c) => c.method === 'getBalance').length
  vi.setSystemTime(failedAt + 29_000)
  expect(await fetchSendTokenBalances(kit)).toEqual([])
  expect(reads()).toBe(1)
  await expect(fetchSendTokenBalances(kit, { force: true })).rejects.toThrow()
  expect(reads()).toBe(2)
  adapter.setFailures({})
  vi.setSystemTime(Date.now() + 30_000)
  expect((await fetchSendTokenBalances(kit)).map((r) => r.symbol)).toEqual(['ETH'])
  expect(kit.$send.get().lastRetry).toBeUndefined()
})

test('behavior: needs a connected account', async () => {
  const { kit } = createFeatureKit(server)
  await expect(fetchSendTokenBalances(kit)).rejects.toMatchObject({
    shortMessage: 'CaipNetwork or CaipAddress is undefined',
  })
})
