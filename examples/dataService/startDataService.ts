import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createNonceManager, jsonRpc } from 'viem/nonce'
import { DEMO_ASSETS } from '../contracts/demoAssets.js'
import type { DemoContracts } from '../contracts/demoContracts.js'
import type { DataServiceContext, ServedChain } from './context.js'
import { createTokenInfoReader } from './createTokenInfoReader.js'
import { DATA_SERVICE_ROUTES } from './dataServiceRoutes.js'
import { handleRequest } from './handleRequest.js'
import { createHistoryIndex } from './history/createHistoryIndex.js'
import { createNameRegistry } from './names/createNameRegistry.js'
import { createOnrampDesk } from './onramp/createOnrampDesk.js'

export type DataServiceChain = { chainId: number; name: string; rpcUrl: string }

export type StartDataServiceParameters = {
  /** the chains to serve, each a node to read (and index) */
  chains: readonly DataServiceChain[]
  /** where the demo contracts are on every chain */
  contracts: DemoContracts
  /** the account that pays on-ramp orders out; without it the orders cannot be paid */
  operatorKey?: Hex | undefined
  /** USD prices by symbol; the demo price table by default */
  prices?: Readonly<Record<string, number>> | undefined
  /** transactions per history page; 5, so the demo shows paging */
  pageSize?: number | undefined
  /** 0 (the default) lets the system pick a free port on 127.0.0.1 */
  port?: number | undefined
  /** where internal errors are reported; console.error by default */
  log?: ((message: string) => void) | undefined
  now?: (() => number) | undefined
}

export type DataService = {
  /** the root URL, without a trailing slash: the page's `hostedData({ baseUrl })` */
  url: string
  close(): Promise<void>
}

const DEMO_PRICES = Object.fromEntries(
  Object.values(DEMO_ASSETS).map((asset) => [asset.symbol, asset.priceUsd]),
)

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * Docs: /examples/dataService. The local data service that stands in for the hosted one in
 * the demo and its tests: SPEC section 7's endpoints on 127.0.0.1, every answer read from
 * the demo chains or from what was registered with it (names, on-ramp orders).
 * @example
 * const service = await startDataService({ chains, contracts: getDemoContracts(operator) })
 * const kit = createKit({ ..., dataSource: hostedData({ baseUrl: service.url }) })
 */
export async function startDataService({
  chains,
  contracts,
  operatorKey,
  prices = DEMO_PRICES,
  pageSize = 5,
  port = 0,
  log = console.error,
  now = Date.now,
}: StartDataServiceParameters): Promise<DataService> {
  // a nonce manager of its own: viem's shared one keeps counting per address and chain id
  // across services, so a later service on a fresh node with the same chain id sent nonces the
  // node had not reached, and its payouts never mined
  const operator = operatorKey
    ? privateKeyToAccount(operatorKey, { nonceManager: createNonceManager({ source: jsonRpc() }) })
    : undefined
  const served = new Map<string, ServedChain>()
  for (const { chainId, name, rpcUrl } of chains) {
    const chain = defineChain({
      id: chainId,
      name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const transport = http(rpcUrl)
    // anvil mines at once: poll fast, and never answer from a stale block number
    const client: PublicClient = createPublicClient({
      chain,
      transport,
      pollingInterval: 50,
      cacheTime: 0,
    })
    served.set(`eip155:${chainId}`, {
      chainId,
      caipNetworkId: `eip155:${chainId}`,
      name,
      slug: slugOf(name),
      client,
      operator: operator ? createWalletClient({ account: operator, chain, transport }) : undefined,
      history: createHistoryIndex(client),
      tokens: createTokenInfoReader(client),
    })
  }

  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const ctx: DataServiceContext = {
    baseUrl: url,
    chains: served,
    contracts,
    prices,
    pageSize,
    names: createNameRegistry(),
    onramp: createOnrampDesk(),
    now,
  }
  server.on('request', (request, response) => {
    void handleRequest(ctx, DATA_SERVICE_ROUTES, request, response, log)
  })
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // keep-alive connections would hold close() open
        server.closeAllConnections()
      }),
  }
}
