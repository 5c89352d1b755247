import { createDataService, type DataService } from '@walletport/blockchain-api'
import * as v from 'valibot'
import {
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DemoContracts } from '../../contracts/demoContracts.js'
import { type Devnet, startDevnet } from '../../scripts/devnet.js'

/** A demo chain as core hands it to the data-service client: listed, not a testnet. */
export type TestNetwork = { caipNetworkId: string; chainNamespace: 'eip155'; chainId: number }

export type DataServiceHarness = {
  devnet: Devnet
  contracts: DemoContracts
  /** blockchain-api's own client, pointed at the local data service */
  data: DataService
  networks: readonly [TestNetwork, TestNetwork]
  /** the demo wallet on each chain, and a reader of each */
  wallets: readonly [
    WalletClient<Transport, Chain, Account>,
    WalletClient<Transport, Chain, Account>,
  ]
  clients: readonly [PublicClient, PublicClient]
  /** a CAIP-10 id on the first chain */
  onA(address: string): string
  /** a raw request, its body parsed with one of blockchain-api's schemas (for what the client gates) */
  request<const TSchema extends v.GenericSchema>(
    schema: TSchema,
    path: string,
    init?: { method?: 'GET' | 'POST'; json?: unknown },
  ): Promise<v.InferOutput<TSchema>>
  /** the status and `message` of a request that should be refused */
  refusal(
    path: string,
    init?: { method?: 'GET' | 'POST'; json?: unknown; body?: string },
  ): Promise<{
    status: number
    message: unknown
  }>
  /** sends as the demo wallet on chain A and waits for the receipt's status */
  send(tx: {
    to: `0x${string}`
    data?: `0x${string}`
    value?: bigint
    gas?: bigint
    gasPrice?: bigint
  }): Promise<{
    hash: Hash
    status: 'success' | 'reverted'
  }>
  stop(): Promise<void>
}

/**
 * The devnet of the demo (two anvil chains, the demo contracts, the local data service) and
 * blockchain-api's client on it, for one test file.
 */
export async function startDataServiceHarness(): Promise<DataServiceHarness> {
  const devnet = await startDevnet()
  const contracts = devnet.config.contracts
  const baseUrl = devnet.config.dataServiceUrl
  if (!contracts || !baseUrl) throw new Error('the devnet has no data service')
  const data = createDataService({
    baseUrl,
    sdkType: 'walletport',
    sdkVersion: 'test',
    // a refusal must fail the test at once, not after three backoffs
    retry: false,
  })
  const account = privateKeyToAccount(devnet.config.privateKey)
  const setups = devnet.nodes.map((node) => {
    const chain = defineChain({
      id: node.chainId,
      name: `anvil ${node.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.rpcUrl] } },
    })
    return {
      network: {
        caipNetworkId: `eip155:${node.chainId}`,
        chainNamespace: 'eip155',
        chainId: node.chainId,
      } as const,
      wallet: createWalletClient({ account, chain, transport: http(node.rpcUrl) }),
      client: createPublicClient({
        chain,
        transport: http(node.rpcUrl),
        pollingInterval: 50,
      }) as PublicClient,
    }
  })
  const [a, b] = setups
  if (!a || !b) throw new Error('the devnet has fewer than two chains')

  async function raw(
    path: string,
    init: { method?: 'GET' | 'POST'; json?: unknown; body?: string } = {},
  ) {
    const body = init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json))
    return fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body,
    })
  }

  return {
    devnet,
    contracts,
    data,
    networks: [a.network, b.network],
    wallets: [a.wallet, b.wallet],
    clients: [a.client, b.client],
    onA: (address) => `${a.network.caipNetworkId}:${address}`,
    async request(schema, path, init) {
      const response = await raw(path, init)
      const json: unknown = await response.json()
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`)
      return v.parse(schema, json)
    },
    async refusal(path, init) {
      const response = await raw(path, init)
      const json = (await response.json()) as { message?: unknown }
      return { status: response.status, message: json.message }
    },
    async send(tx) {
      const hash = await a.wallet.sendTransaction(tx)
      const receipt = await a.client.waitForTransactionReceipt({ hash })
      return { hash, status: receipt.status }
    },
    stop: () => devnet.stop(),
  }
}
