import type {
  AdapterCapabilities,
  AdapterContext,
  ChainAdapter,
  Identity,
  Network,
  SiwxExpected,
  SiwxMessageData,
} from '@walletport/core'
import { loadOnce } from '@walletport/core'
import type { Address, Transport } from 'viem'
import { WALLET_CONNECT_ID } from './connectors/connectorIds.js'
import { connectWithWallet } from './connectors/connectWithWallet.js'
import { createProviderRegistry } from './connectors/createProviderRegistry.js'
import { reconnectWallet } from './connectors/reconnectWallet.js'
import { lazyEvmCapabilities } from './lazyEvmCapabilities.js'
import type { ChainContracts } from './network/toViemChain.js'
import type { ReceiptResult } from './send/waitForReceipt.js'
import type { SiwxVerification } from './siwx/verifySiwxMessage.js'
import type { RpcTransportOptions } from './transports/createRpcTransport.js'
import type { EvmClient, EvmWindow } from './types.js'
import { eip155AdapterRules } from './utils/eip155AdapterRules.js'
import type { WalletAssets, WalletCapabilities } from './wallet/walletCalls.js'

export { WALLET_CONNECT_ID }

export type EvmAdapterOptions = {
  /** the networks served; by default those the kit passes to `setup` */
  networks?: readonly Network[] | undefined
  /** viem transports by chain id, used instead of the default HTTP transport of a network */
  transports?: Record<number, Transport> | undefined
  /** where wallets announce themselves (EIP-6963) and `ethereum` lives; `window` when present */
  window?: EvmWindow | undefined
  /** the default transports' behaviour; createRpcTransport's defaults unless set */
  rpc?: RpcTransportOptions | undefined
  /** a hosted JSON-RPC endpoint, called as `?chainId=eip155:1&projectId=…` when the kit has a project id */
  rpcEndpoint?: string | undefined
  /** how often viem polls (blocks, receipts); 4 s */
  pollingInterval?: number | undefined
  /** Multicall3 and ENS contract addresses by chain id */
  contracts?: Record<number, ChainContracts> | undefined
  /** ERC20 tokens read over RPC, by chain id, when no data service answers */
  tokens?: Record<number, readonly Address[]> | undefined
  /** where ENS is read: the network (mainnet among the configured ones by default), or false */
  ens?: { network?: Network; universalResolverAddress?: Address } | false | undefined
  /** how long reconnect waits for the wallet to announce itself; 1 s */
  announceWait?: number | undefined
  /** the clock of the profile cache */
  now?: (() => number) | undefined
}

export type FeeEstimate =
  | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: 'legacy'; gasPrice: bigint }

export type EvmCapabilities = Required<
  Pick<
    AdapterCapabilities,
    | 'sendTransaction'
    | 'estimateGas'
    | 'writeContract'
    | 'sendToken'
    | 'getTokenBalances'
    | 'siwx'
    | 'request'
  >
> & {
  /** name and avatar; nulls on testnets, other namespaces, or when nothing is found */
  getProfile(p: { address: string; network: Network }): Promise<Identity>
  /** fees for a transaction now, with the 1.2 base fee multiplier */
  estimateFees(p: { network: Network }): Promise<FeeEstimate>
  waitForReceipt(p: {
    network: Network
    hash: string
    confirmations?: number
    timeout?: number
  }): Promise<ReceiptResult>
  /** the sign-in check with its reason, where `siwx.verifyMessage` answers a boolean */
  verifySiwx(p: {
    message: string
    signature: string
    data: SiwxMessageData
    expected: SiwxExpected
  }): Promise<SiwxVerification>
  getCapabilities(p: { address: string; chainIds?: readonly number[] }): Promise<WalletCapabilities>
  getAssets(p: { address: string; chainIds?: readonly number[] }): Promise<WalletAssets>
  sendCalls(p: {
    network: Network
    from: string
    calls: unknown
    atomicRequired?: boolean
    capabilities?: Record<string, unknown>
  }): Promise<{ id: string }>
}

export type EvmAdapter = Omit<ChainAdapter, 'capabilities'> & {
  readonly capabilities: EvmCapabilities
  /**
   * the viem client the adapter reads a network with, once the wallet code has loaded: a bare
   * client, for viem's actions (`getBlockNumber(client)`) or `client.extend(publicActions)`
   */
  getClient(network: Network): Promise<EvmClient>
  /**
   * Loads the wallet code (viem) now rather than on first use: a page may call it when idle,
   * or before `capabilities.siwx.createMessage`, which cannot wait.
   */
  load(): Promise<void>
  /** whether the wallet code has loaded */
  isLoaded(): boolean
}

/**
 * Docs: /adapters-evm/evmAdapter. The eip155 adapter on viem: EIP-6963 and injected wallets,
 * networks, balances, sends, signing and sign-in, ENS. Nothing runs until the kit calls
 * `setup`, so importing it is free on the server. Discovery, the address rules and the unit
 * conversions are light; the wallet code (viem) loads with `import()` on the first connect,
 * the restore of an authorised wallet, or the first read, signature or capability.
 */
export function evmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  const registry = createProviderRegistry()
  let ctx: AdapterContext | undefined
  const networks = () => options.networks ?? ctx?.networks ?? []
  // the wallet code, created once per adapter; a chunk that did not arrive is asked again
  const load = loadOnce(async () =>
    (await import('./createEvmImplementation.js')).createEvmImplementation({
      options,
      context: () => ctx,
      networks,
    }),
  )

  return {
    namespace: 'eip155',
    $connectors: registry.$connectors,
    capabilities: lazyEvmCapabilities(load),
    getClient: async (network) => (await load()).getClient(network),
    async load() {
      await load()
    },
    isLoaded: () => load.loaded() !== undefined,
    setup(next) {
      ctx = next
      const stop = registry.discover(next, options.window ?? defaultWindow())
      return () => {
        if (!stop()) return
        load.loaded()?.teardown()
        ctx = undefined
      }
    },
    connect: (p) => connectWithWallet({ registry, load, context: ctx, networks }, p),
    reconnect: (p) => reconnectWallet({ registry, load, context: ctx, options }, p),
    // without the wallet code there is no connection to end or move: core acts alone
    async disconnect() {
      await load.loaded()?.disconnect()
    },
    async switchNetwork(p) {
      await load.loaded()?.switchNetwork(p)
    },
    getBalance: async (p) => (await load()).getBalance(p),
    signMessage: async (p) => (await load()).signMessage(p),
    ...eip155AdapterRules(load.loaded),
  }
}

function defaultWindow(): EvmWindow | undefined {
  const candidate = (globalThis as { window?: unknown }).window
  if (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof (candidate as EventTarget).addEventListener === 'function' &&
    typeof (candidate as EventTarget).dispatchEvent === 'function'
  )
    return candidate as EvmWindow
  return undefined
}
