import { ServiceUnavailableError } from '@walletport/blockchain-api'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { dismissAlert } from '../actions/dismissAlert.js'
import { fetchBalance } from '../actions/fetchBalance.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { watchEvents } from '../actions/watchEvents.js'
import { type MockAdapter, mockAdapter } from '../adapter/mockAdapter.js'
import type { KitEvent } from '../events/types.js'
import { createKit } from '../kit/createKit.js'
import { destroyKit } from '../kit/destroyKit.js'
import type { KitOptions } from '../kit/kitOptions.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import { evmAddress } from '../test/createTestKit.js'
import {
  type HttpRequest,
  type HttpRoutes,
  type HttpServer,
  startHttpServer,
} from '../test/startHttpServer.js'
import type { AdapterContext } from '../types/adapter.js'
import { SDK_TYPE, SDK_VERSION } from '../version.js'
import { DEFAULT_ENDPOINTS } from './defaultEndpoints.js'
import { hostedData, TOKEN_BALANCE_UNAVAILABLE_MESSAGE } from './hostedData.js'

// the documented data-service endpoints these tests use (SPEC section 7)
const row = (symbol: string, decimals: string, numeric: string, address?: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  ...(address ? { address } : {}),
  value: 3000,
  price: 2000,
  quantity: { decimals, numeric },
  iconUrl: `https://icons.example/${symbol}.png`,
})
const documented: HttpRoutes = ({ method, path }) => {
  if (method !== 'GET') return undefined
  if (path === '/v1/supported-chains') return { json: { http: ['eip155:1'], ws: [] } }
  if (path === `/v1/account/${evmAddress}/balance`)
    return {
      json: {
        balances: [
          row('ETH', '18', '1.5'),
          row('USDC', '6', '20', '0x00000000000000000000000000000000000000c3'),
          // a decimals quantity of '0' is dropped as low quality (SPEC section 5)
          row('SPAM', '0', '1000', '0x00000000000000000000000000000000000000d4'),
        ],
      },
    }
  if (path === `/v1/identity/${evmAddress}`)
    return { json: { name: 'alice.eth', avatar: 'https://img.example/alice.png' } }
  if (path === `/v1/profile/reverse/${evmAddress}`)
    return { json: [{ name: 'alice.reown.id', addresses: { '60': { address: evmAddress } } }] }
  return undefined
}

let server: HttpServer
beforeAll(async () => {
  server = await startHttpServer(documented)
})
afterAll(() => server.close())
afterEach(() => {
  server.setRoutes(documented)
  server.requests.length = 0
})

function setup(
  parameters: Parameters<typeof hostedData>[0] = {},
  options: Partial<KitOptions> = {},
) {
  let context: AdapterContext | undefined
  const mock = mockAdapter({ namespace: 'eip155', accounts: [evmAddress], balance: 7n })
  // the adapter as the kit sees it, keeping the context it is given
  const adapter: MockAdapter = {
    ...mock,
    setup(ctx) {
      context = ctx
      return mock.setup(ctx)
    },
  }
  const dataSource = hostedData({ retry: false, ...parameters })
  const kit = createKit({
    networks: [mainnet, arbitrum],
    adapters: [adapter],
    storage: createMemoryDriver(),
    logLevel: 'silent',
    projectId: 'test-project',
    endpoints: { dataService: server.url },
    dataSource,
    ...options,
  })
  const events: KitEvent[] = []
  watchEvents(kit, (event) => events.push(event))
  return { kit, adapter: mock, dataSource, events, context: () => context }
}

const served = (path: string) => server.requests.filter((r: HttpRequest) => r.path === path)

test('default', async () => {
  const { kit, adapter, dataSource, context } = setup()
  // the adapters are handed the hosted data source
  expect(context()?.dataSource).toBe(dataSource)
  expect(dataSource.service?.available).toBe(true)
  await kit.ready
  await connect(kit, { connectorId: 'mock' })

  const balance = await fetchBalance(kit)
  expect(balance).toMatchObject({ formatted: '1.5', symbol: 'ETH', decimals: 18 })
  expect(kit.$account.get().tokenBalance.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
  expect(adapter.calls.map((c) => c.method)).not.toContain('getBalance')
  // every request carries the project id and the SDK type and version
  const [request] = served(`/v1/account/${evmAddress}/balance`)
  expect(Object.fromEntries(request?.query ?? [])).toEqual({
    projectId: 'test-project',
    st: SDK_TYPE,
    sv: SDK_VERSION,
    currency: 'usd',
    chainId: 'eip155:1',
  })
  expect(await dataSource.getIdentity({ address: evmAddress, network: mainnet })).toEqual({
    name: 'alice.eth',
    avatar: 'https://img.example/alice.png',
  })
  expect(await dataSource.getNamesForAddress({ address: evmAddress, network: mainnet })).toEqual([
    { name: 'alice.reown.id' },
  ])
})

test('parameters: baseUrl replaces the kit endpoint', async () => {
  const { dataSource } = setup({ baseUrl: server.url }, { endpoints: {} })
  expect(await dataSource.getIdentity({ address: evmAddress, network: mainnet })).toMatchObject({
    name: 'alice.eth',
  })
})

test('behavior: Token Balance Unavailable, at most once per 30 s', async () => {
  let clock = 1_000_000
  const { kit } = setup({ now: () => clock })
  const shown = vi.spyOn(kit._internal.toast, 'show')
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  // arbitrum is not in the supported chains: no rows, and the notice
  await switchNetwork(kit, { networkId: arbitrum.caipNetworkId })
  await fetchBalance(kit)
  expect(kit.$toast.get()).toEqual({
    open: true,
    variant: 'error',
    message: TOKEN_BALANCE_UNAVAILABLE_MESSAGE,
  })
  clock += 29_000
  await fetchBalance(kit, { force: true })
  expect(shown).toHaveBeenCalledOnce()
  clock += 1_000
  await fetchBalance(kit, { force: true })
  expect(shown).toHaveBeenCalledTimes(2)
  expect(shown).toHaveBeenLastCalledWith({
    variant: 'error',
    message: 'Token Balance Unavailable',
  })
})

test('behavior: a failed balance read shows the toast and falls back to the wallet', async () => {
  const { kit, adapter } = setup()
  server.setRoutes((request) =>
    request.path.endsWith('/balance')
      ? { status: 500, json: { message: 'boom' } }
      : documented(request),
  )
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  const balance = await fetchBalance(kit)
  expect(balance.value).toBe(7n)
  expect(adapter.calls.map((c) => c.method)).toContain('getBalance')
  expect(kit.$toast.get().message).toBe('Token Balance Unavailable')
})

test('behavior: alerts from the service are shown, each once', async () => {
  const { kit, dataSource } = setup()
  server.setRoutes((request) =>
    request.path.startsWith('/v1/identity/')
      ? { status: 401, json: { message: 'Unauthorized: invalid key' } }
      : documented(request),
  )
  await expect(
    dataSource.getIdentity({ address: evmAddress, network: mainnet }),
  ).rejects.toMatchObject({ name: 'HttpStatusError' })
  expect(kit.$alert.get()).toBe('INVALID_PROJECT_ID')
  dismissAlert(kit)
  await expect(
    dataSource.getIdentity({
      address: '0x00000000000000000000000000000000000000b2',
      network: mainnet,
    }),
  ).rejects.toMatchObject({ name: 'HttpStatusError' })
  expect(kit.$alert.get()).toBeUndefined()
})

test('behavior: a failed history read records ERROR_FETCH_TRANSACTIONS', async () => {
  const { kit, dataSource, events } = setup()
  server.setRoutes((request) =>
    request.path.endsWith('/history') ? { status: 500, body: 'down' } : documented(request),
  )
  await kit.ready
  await expect(
    dataSource.service?.getTransactions({ address: evmAddress, network: mainnet }),
  ).rejects.toMatchObject({ shortMessage: 'Failed to fetch transactions' })
  expect(events).toContainEqual({
    type: 'track',
    event: 'ERROR_FETCH_TRANSACTIONS',
    properties: {
      address: evmAddress,
      projectId: 'test-project',
      cursor: undefined,
      isSmartAccount: false,
    },
  })
})

test('behavior: with the endpoint turned off, reads fall back to the adapters', async () => {
  const { kit, adapter, dataSource } = setup({}, { endpoints: { dataService: false } })
  expect(dataSource.service?.available).toBe(false)
  await expect(
    dataSource.getIdentity({ address: evmAddress, network: mainnet }),
  ).rejects.toBeInstanceOf(ServiceUnavailableError)
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  expect((await fetchBalance(kit)).value).toBe(7n)
  expect(adapter.calls.map((c) => c.method)).toContain('getBalance')
  expect(server.requests).toEqual([])
})

test('behavior: with a project id and no endpoint, the hosted default; without either, none', () => {
  const hosted = setup({}, { endpoints: {} })
  expect(hosted.kit.options.endpoints.dataService).toBe(DEFAULT_ENDPOINTS.dataService)
  expect(hosted.dataSource.service?.available).toBe(true)
  const none = setup({}, { endpoints: {}, projectId: undefined })
  expect(none.dataSource.service?.available).toBe(false)
  expect(server.requests).toEqual([])
})

test('behavior: destroyKit unbinds it', async () => {
  const { kit, dataSource } = setup()
  destroyKit(kit)
  expect(dataSource.service).toBeUndefined()
  await expect(
    dataSource.getTokenBalances({ address: evmAddress, network: mainnet }),
  ).rejects.toBeInstanceOf(ServiceUnavailableError)
})

test('behavior: one per kit', () => {
  const { dataSource } = setup()
  expect(() =>
    createKit({ networks: [mainnet], storage: createMemoryDriver(), dataSource }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidOptionsError: Invalid kit options

    dataSource: this hostedData() already serves another kit; make one per kit]
  `)
})
