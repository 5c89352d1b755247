import type { DataSource, TokenBalance } from '@walletport/core'
import { type Address, createWalletClient, http, parseAbi, parseUnits } from 'viem'
import { waitForTransactionReceipt, writeContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { formatDisplayBalance, formatFiatValue } from './balances/formatDisplay.js'
import { MULTICALL3_ADDRESS } from './constants.js'
import { evmAdapter } from './evmAdapter.js'
import { rpcCount, rpcMethods } from './test/createRpcProxy.js'
import { createTestBed, type TestBed } from './test/createTestBed.js'
import { createTestContext } from './test/createTestContext.js'
import { artifacts, deploy, installMulticall3 } from './test/deployContracts.js'
import { devAccount } from './test/devAccounts.js'

const erc20 = parseAbi(['function transfer(address to, uint256 value) returns (bool)'])

let bed: TestBed
let token: Address
const holder = devAccount(0).address

beforeAll(async () => {
  bed = await createTestBed({ proxy: true })
  await installMulticall3(bed.anvil)
  token = await deploy(bed.anvil, artifacts.testToken, ['Test Token', 'TT', 6, 10n ** 15n])
  // the deployer holds the supply; give the test account some
  const deployer = createWalletClient({ account: devAccount(9), transport: http(bed.anvil.rpcUrl) })
  const hash = await writeContract(deployer, {
    address: token,
    abi: erc20,
    functionName: 'transfer',
    args: [holder, parseUnits('1234.5678', 6)],
    chain: null,
  })
  await waitForTransactionReceipt(await bed.adapter.getClient(bed.network), { hash })
})
afterAll(async () => {
  await bed.stop()
})

describe('getBalance', () => {
  test('default: the native balance over RPC', async () => {
    const balance = await bed.adapter.getBalance({ address: holder, network: bed.network })
    expect(balance).toEqual({
      value: parseUnits('10000', 18),
      decimals: 18,
      symbol: 'ETH',
      formatted: '10000',
    })
  })
})

describe('getTokenBalances', () => {
  test('default: native and ERC20 balances read over RPC', async () => {
    const rows = await bed.adapter.capabilities.getTokenBalances({
      address: holder,
      network: bed.network,
      tokens: [{ address: token }],
    })
    expect(rows).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 0,
        price: 0,
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: '',
      },
      {
        name: 'Test Token',
        symbol: 'TT',
        chainId: 'eip155:31337',
        address: token,
        value: 0,
        price: 0,
        quantity: { decimals: '6', numeric: '1234.5678' },
        iconUrl: '',
      },
    ])
  })

  test('behavior: any number of tokens in one HTTP round trip', async () => {
    const tokens: Address[] = [token]
    for (let i = 0; i < 24; i++)
      tokens.push(
        await deploy(bed.anvil, artifacts.testToken, [`Token ${i}`, `T${i}`, 18, 10n ** 24n]),
      )
    // an address that is no ERC20 is left out, not an error
    const notAToken = devAccount(5).address
    const proxy = bed.proxy!
    proxy.requests.length = 0

    const rows = await bed.adapter.capabilities.getTokenBalances({
      address: holder,
      network: bed.network,
      tokens: [...tokens, notAToken].map((address) => ({ address })),
    })

    expect(rows).toHaveLength(26)
    expect(rows.slice(2).every((row) => row.quantity.numeric === '0')).toBe(true)
    expect(proxy.requests).toHaveLength(1)
    const [request] = proxy.requests
    // eth_getBalance and the multicall chunks (1024-byte batches) share one JSON-RPC batch
    expect(rpcMethods(request!)[0]).toBe('eth_getBalance')
    expect(
      rpcMethods(request!)
        .slice(1)
        .every((m) => m === 'eth_call'),
    ).toBe(true)
    expect(rpcCount(request!)).toBeGreaterThan(2)
    // through the Multicall3 deployed at its canonical address
    const calls = Array.isArray(request!.body) ? request!.body : []
    const targets = calls
      .filter((c: { method?: string }) => c.method === 'eth_call')
      .map((c: { params?: [{ to?: string }] }) => c.params?.[0]?.to)
    expect(new Set(targets)).toEqual(new Set([MULTICALL3_ADDRESS]))
  })

  test('behavior: the tokens option names the tokens read by default', async () => {
    const adapter = evmAdapter({ tokens: { 31337: [token] }, pollingInterval: 50 })
    const teardown = adapter.setup(createTestContext({ networks: [bed.network] }).ctx)
    const rows = await adapter.capabilities.getTokenBalances({
      address: holder,
      network: bed.network,
    })
    expect(rows.map((r) => r.symbol)).toEqual(['ETH', 'TT'])
    teardown()
  })

  test('behavior: with a data service, the hosted call first', async () => {
    const hosted: TokenBalance[] = [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 31234.5,
        price: 3.1234,
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: 'https://icons.example/eth.png',
      },
    ]
    const calls: string[] = []
    const dataSource: DataSource = {
      getTokenBalances: async () => {
        calls.push('getTokenBalances')
        return hosted
      },
      getIdentity: async () => ({ name: null, avatar: null }),
    }
    const adapter = evmAdapter({ pollingInterval: 50 })
    const teardown = adapter.setup(createTestContext({ networks: [bed.network], dataSource }).ctx)
    bed.proxy!.requests.length = 0
    const rows = await adapter.capabilities.getTokenBalances({
      address: holder,
      network: bed.network,
    })
    expect(rows).toBe(hosted)
    expect(calls).toEqual(['getTokenBalances'])
    expect(bed.proxy!.requests).toHaveLength(0)
    teardown()
  })

  test('behavior: RPC when the data service fails', async () => {
    const dataSource: DataSource = {
      getTokenBalances: async () => {
        throw new Error('503 from the data service')
      },
      getIdentity: async () => ({ name: null, avatar: null }),
    }
    const adapter = evmAdapter({ pollingInterval: 50 })
    const teardown = adapter.setup(createTestContext({ networks: [bed.network], dataSource }).ctx)
    const rows = await adapter.capabilities.getTokenBalances({
      address: holder,
      network: bed.network,
      tokens: [{ address: token }],
    })
    expect(rows.map((r) => [r.symbol, r.quantity.numeric])).toEqual([
      ['ETH', '10000'],
      ['TT', '1234.5678'],
    ])
    teardown()
  })
})

describe('display', () => {
  test('default: balances show 3 decimals (cut, never rounded up), fiat 2', async () => {
    const [, row] = await bed.adapter.capabilities.getTokenBalances({
      address: holder,
      network: bed.network,
      tokens: [{ address: token }],
    })
    expect(formatDisplayBalance(parseUnits(row!.quantity.numeric, 6), 6)).toBe('1234.567')
    expect(formatDisplayBalance(parseUnits('0.0009', 18), 18)).toBe('0.000')
    expect(formatDisplayBalance(parseUnits('2', 18), 18)).toBe('2.000')
    expect(formatFiatValue(31234.5)).toBe('31234.50')
    expect(formatFiatValue(1.005)).toBe('1.01')
    expect(formatFiatValue(Number.NaN)).toBe('0.00')
  })
})
