import { afterEach, expect, test, vi } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import type { TokenBalance } from '../types/account.js'
import type { DataSource } from '../types/dataSource.js'
import { connect } from './connect.js'
import { fetchBalance } from './fetchBalance.js'

afterEach(() => {
  vi.useRealTimers()
})

const token = (patch: Partial<TokenBalance>): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
  ...patch,
})

async function connected(options: Parameters<typeof createTestKit>[0] = {}) {
  const setup = createTestKit({ mock: { balance: 2_000_000_000_000_000_000n }, ...options })
  await setup.kit.ready
  await connect(setup.kit, { connectorId: 'mock' })
  return setup
}

test('default', async () => {
  const { kit, adapter } = await connected()
  expect(await fetchBalance(kit)).toEqual({
    value: 2_000_000_000_000_000_000n,
    decimals: 18,
    symbol: 'ETH',
    formatted: '2',
  })
  expect(kit.$account.get()).toMatchObject({ balance: '2', balanceSymbol: 'ETH' })
  expect(adapter.calls.at(-1)?.method).toBe('getBalance')
})

test('behavior: cached for 30 s unless forced', async () => {
  vi.useFakeTimers()
  const { kit, adapter } = await connected()
  const reads = () => adapter.calls.filter((c) => c.method === 'getBalance').length
  await fetchBalance(kit)
  await fetchBalance(kit)
  expect(reads()).toBe(1)
  await fetchBalance(kit, { force: true })
  expect(reads()).toBe(2)
  vi.advanceTimersByTime(30_000)
  await fetchBalance(kit)
  expect(reads()).toBe(3)
})

test('behavior: through the data source when configured, with the token list', async () => {
  const dataSource: DataSource = {
    getTokenBalances: vi.fn(async () => [
      token({}),
      token({
        name: 'USD Coin',
        symbol: 'USDC',
        address: '0xusdc',
        quantity: { decimals: '6', numeric: '10' },
      }),
      token({
        name: 'Spam',
        symbol: 'SPAM',
        address: '0xspam',
        quantity: { decimals: '0', numeric: '1' },
      }),
    ]),
    getIdentity: vi.fn(),
  }
  const { kit, adapter } = await connected({ dataSource })
  expect(await fetchBalance(kit)).toEqual({
    value: 1_500_000_000_000_000_000n,
    decimals: 18,
    symbol: 'ETH',
    formatted: '1.5',
  })
  expect(kit.$account.get().tokenBalance.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
  expect(adapter.calls.some((c) => c.method === 'getBalance')).toBe(false)
})

test('behavior: the data source failing or lacking the native row falls back to the adapter', async () => {
  for (const getTokenBalances of [
    async () => {
      throw new Error('down')
    },
    async () => [token({ address: '0xusdc', symbol: 'USDC' })],
  ]) {
    const { kit } = await connected({ dataSource: { getTokenBalances, getIdentity: vi.fn() } })
    expect((await fetchBalance(kit)).formatted).toBe('2')
  }
})

test('behavior: a failing read throws and keeps no balance', async () => {
  const { kit, adapter } = await connected()
  adapter.setFailures({ getBalance: 'fail' })
  await expect(fetchBalance(kit)).rejects.toMatchObject({ code: -32603 })
  expect(kit.$account.get().balance).toBeUndefined()
})

test('behavior: no address', async () => {
  const { kit } = createTestKit()
  await expect(fetchBalance(kit)).rejects.toThrowErrorMatchingInlineSnapshot(
    `[NetworkOrAddressUndefinedError: CaipNetwork or CaipAddress is undefined]`,
  )
})

test('behavior: a namespace without an adapter', async () => {
  const { kit } = await connected()
  kit._internal.chains.updateAccount('eip155', { address: '0xa' })
  const adapters = kit._internal.adapters as Map<string, unknown>
  // another namespace keeps an adapter: only this one has none
  adapters.set('solana', adapters.get('eip155'))
  adapters.delete('eip155')
  await expect(fetchBalance(kit)).rejects.toThrowErrorMatchingInlineSnapshot(
    `[ChainAdapterNotFoundError: Chain adapter not found]`,
  )
  // no adapter at all is the basic pairing-only mode: nothing to read an account through
  adapters.delete('solana')
  await expect(fetchBalance(kit)).rejects.toThrowErrorMatchingInlineSnapshot(
    `[AdapterNotFoundError: Adapter not found]`,
  )
})
