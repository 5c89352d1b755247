import type {
  AdapterCapabilities,
  AdapterContext,
  ChainAdapter,
  Connector,
  Identity,
  Network,
  PairingProvider,
  PairingProviderEvent,
  SiwxExpected,
  SiwxMessageData,
} from '@walletport/core'
import { ConnectorNotFoundError, formatUnits } from '@walletport/core'
import { atom } from 'nanostores'
import type { Address, PublicClient, Transport } from 'viem'
import { INJECTED_ID, WALLET_CONNECT_ID } from './connectors/connectorIds.js'
import {
  type InjectedProviders,
  watchInjectedProviders,
} from './connectors/watchInjectedProviders.js'
import { ANNOUNCE_WAIT } from './constants.js'
import type { EvmImplementation } from './createEvmImplementation.js'
import { SiwxMessageUnavailableError } from './errors/siwx.js'
import type { ChainContracts } from './network/toViemChain.js'
import type { ReceiptResult } from './send/waitForReceipt.js'
import type { SiwxVerification } from './siwx/verifySiwxMessage.js'
import type { RpcTransportOptions } from './transports/createRpcTransport.js'
import type { Eip1193Provider, EvmWindow } from './types.js'
import { parseUnits } from './utils/parseUnits.js'
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
  /** the viem client the adapter reads a network with, once the wallet code has loaded */
  getPublicClient(network: Network): Promise<PublicClient>
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
 * `setup`, so importing it is free on the server. Discovery, the address rule and the unit
 * conversions are light; the wallet code (viem) loads with `import()` on the first connect,
 * the restore of an authorised wallet, or the first read, signature or capability.
 */
export function evmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  const $connectors = atom<readonly Connector[]>([])
  let providers = new Map<string, Eip1193Provider>()
  const providerWatchers = new Set<() => void>()
  let ctx: AdapterContext | undefined
  let stopDiscovery: (() => void) | undefined
  let implementation: EvmImplementation | undefined
  let loading: Promise<EvmImplementation> | undefined

  const networks = () => options.networks ?? ctx?.networks ?? []

  /** the wallet code, created once per adapter */
  function loadImplementation(): Promise<EvmImplementation> {
    if (loading) return loading
    const next = import('./createEvmImplementation.js').then(({ createEvmImplementation }) => {
      implementation = createEvmImplementation({ options, context: () => ctx, networks })
      return implementation
    })
    loading = next
    // a chunk that did not arrive (a network error) is asked for again on next use
    next.catch(() => {
      if (loading === next) loading = undefined
    })
    return next
  }

  // ---- connectors -------------------------------------------------------------------------

  function onProviders({ announced, legacy }: InjectedProviders) {
    const next = new Map<string, Eip1193Provider>()
    const list: Connector[] = []
    // the pairing session, first as the default connector order puts it; its provider sends
    // wallet requests through the session and reads to the network's RPC (the rpcMap)
    const pairing = ctx?.pairing
    if (pairing) {
      next.set(WALLET_CONNECT_ID, fromPairing(pairing.getProvider('eip155')))
      list.push({
        id: WALLET_CONNECT_ID,
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chain: 'eip155',
      })
    }
    // the kit's embedded wallet (email and socials): its provider goes through the frame
    const embedded = ctx?.embedded
    if (embedded) {
      next.set(embedded.connectorId, embedded.provider)
      list.push({ id: embedded.connectorId, name: embedded.name, type: 'AUTH', chain: 'eip155' })
    }
    for (const { info, provider } of announced) {
      next.set(info.rdns, provider)
      list.push({
        id: info.rdns,
        name: info.name,
        type: 'ANNOUNCED',
        chain: 'eip155',
        ...(info.icon ? { imageUrl: info.icon } : {}),
        rdns: info.rdns,
        installed: true,
      })
    }
    if (legacy && !next.has(INJECTED_ID)) {
      next.set(INJECTED_ID, legacy)
      list.push({
        id: INJECTED_ID,
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        installed: true,
      })
    }
    providers = next
    $connectors.set(list)
    for (const watcher of providerWatchers) watcher()
  }

  /** the provider of a connector, waiting a moment for a wallet that announces late */
  function waitForProvider(connectorId: string, ms: number): Promise<Eip1193Provider | undefined> {
    const found = providers.get(connectorId)
    if (found || !stopDiscovery || ms <= 0) return Promise.resolve(found)
    return new Promise((resolve) => {
      const finish = (provider: Eip1193Provider | undefined) => {
        clearTimeout(timer)
        providerWatchers.delete(watcher)
        resolve(provider)
      }
      const watcher = () => {
        const provider = providers.get(connectorId)
        if (provider || !stopDiscovery) finish(provider)
      }
      const timer = setTimeout(() => finish(providers.get(connectorId)), ms)
      providerWatchers.add(watcher)
    })
  }

  // ---- capabilities, each loading the wallet code on first use -----------------------------

  const capabilities: EvmCapabilities = {
    sendTransaction: async (p) => (await loadImplementation()).capabilities.sendTransaction(p),
    estimateGas: async (p) => (await loadImplementation()).capabilities.estimateGas(p),
    writeContract: async (p) => (await loadImplementation()).capabilities.writeContract(p),
    sendToken: async (p) => (await loadImplementation()).capabilities.sendToken(p),
    getTokenBalances: async (p) => (await loadImplementation()).capabilities.getTokenBalances(p),
    getProfile: async (p) => (await loadImplementation()).capabilities.getProfile(p),
    siwx: {
      createMessage(data) {
        // the contract makes this one synchronous: it cannot wait for the wallet code
        if (!implementation) throw new SiwxMessageUnavailableError()
        return implementation.capabilities.siwx.createMessage(data)
      },
      verifyMessage: async (p) => (await loadImplementation()).capabilities.siwx.verifyMessage(p),
    },
    verifySiwx: async (p) => (await loadImplementation()).capabilities.verifySiwx(p),
    request: async (p) => (await loadImplementation()).capabilities.request(p),
    estimateFees: async (p) => (await loadImplementation()).capabilities.estimateFees(p),
    waitForReceipt: async (p) => (await loadImplementation()).capabilities.waitForReceipt(p),
    getCapabilities: async (p) => (await loadImplementation()).capabilities.getCapabilities(p),
    getAssets: async (p) => (await loadImplementation()).capabilities.getAssets(p),
    sendCalls: async (p) => (await loadImplementation()).capabilities.sendCalls(p),
  }

  // ---- the adapter ------------------------------------------------------------------------

  return {
    namespace: 'eip155',
    $connectors,
    capabilities,
    getPublicClient: async (network) => (await loadImplementation()).getPublicClient(network),
    async load() {
      await loadImplementation()
    },
    isLoaded: () => implementation !== undefined,

    setup(next) {
      stopDiscovery?.()
      ctx = next
      const target = options.window ?? defaultWindow()
      // the pairing and embedded connectors first, whatever the page holds: a page with no
      // wallet announces nothing, and discovery only reports announcements
      onProviders({ announced: [], legacy: undefined })
      const stop = target
        ? watchInjectedProviders({ target, onChange: onProviders, log: next.log })
        : () => {}
      stopDiscovery = stop
      return () => {
        if (stopDiscovery !== stop) return
        stop()
        stopDiscovery = undefined
        implementation?.teardown()
        providers = new Map()
        $connectors.set([])
        for (const watcher of providerWatchers) watcher()
        ctx = undefined
      }
    },

    async connect({ connectorId, network }) {
      const provider = providers.get(connectorId)
      if (!provider)
        throw new ConnectorNotFoundError({ metaMessages: [`Connector: ${connectorId}`] })
      // the wallet code loads while the wallet asks the person: the prompt waits on nothing
      const loaded = loadImplementation()
      // the session first (the kit's connect pairs every namespace at once; alone, this one)
      const pairing = connectorId === WALLET_CONNECT_ID ? ctx?.pairing : undefined
      if (pairing && !pairing.$session.get())
        await pairing.connect({ namespaces: ['eip155'], networks: [network, ...networks()] })
      let accounts: unknown
      try {
        accounts = await provider.request({ method: 'eth_requestAccounts' })
      } catch (error) {
        // the wallet's own reason stands even when the wallet code did not arrive
        throw await loaded.then(
          (loadedImplementation) => loadedImplementation.toEvmError(error),
          () => error,
        )
      }
      return (await loaded).connect({ connectorId, provider, network, accounts })
    },

    async reconnect({ connectorId }) {
      const provider = await waitForProvider(connectorId, options.announceWait ?? ANNOUNCE_WAIT)
      if (!provider) return undefined
      try {
        // a stored session comes back first (once, however many ask); none: not authorised
        if (connectorId === WALLET_CONNECT_ID && !(await ctx?.pairing?.restore())) return undefined
        // eth_accounts never prompts: an empty answer means the wallet no longer authorises us
        const accounts = await provider.request({ method: 'eth_accounts' })
        // nothing to restore, so no wallet code to load
        if (!isAccountList(accounts)) return undefined
        return await (await loadImplementation()).restore({ connectorId, provider, accounts })
      } catch (error) {
        ctx?.log.warn(`eip155: cannot reconnect ${connectorId}`, error)
        return undefined
      }
    },

    // without the wallet code there is no connection to end or move: core acts alone
    async disconnect() {
      await implementation?.disconnect()
    },
    async switchNetwork(p) {
      await implementation?.switchNetwork(p)
    },

    getBalance: async (p) => (await loadImplementation()).getBalance(p),
    signMessage: async (p) => (await loadImplementation()).signMessage(p),

    isAddress(address) {
      // 40 hex characters, the 0x prefix optional
      return /^(0x)?[0-9a-fA-F]{40}$/.test(address)
    },
    formatUnits,
    parseUnits,
  }
}

/** the session's EIP-1193 view, typed as the adapter's providers; it emits the events it names */
function fromPairing(provider: PairingProvider): Eip1193Provider {
  return {
    request: (args) => provider.request(args),
    on: (event, listener) =>
      provider.on(event as PairingProviderEvent, listener as (payload: unknown) => void),
    removeListener: (event, listener) =>
      provider.removeListener(
        event as PairingProviderEvent,
        listener as (payload: unknown) => void,
      ),
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

/** a non-empty list of 0x addresses, as a wallet that still authorises the page answers */
function isAccountList(value: unknown): value is readonly string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === 'string' && /^0x[0-9a-fA-F]{40}$/.test(item))
  )
}
