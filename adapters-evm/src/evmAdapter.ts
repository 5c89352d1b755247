import {
  type Account,
  type AdapterCapabilities,
  type AdapterContext,
  type Balance,
  type ChainAdapter,
  ChainNotSupportedError,
  type Connected,
  type Connector,
  ConnectorNotFoundError,
  getErrorCode,
  type Identity,
  InvalidSendParametersError,
  type Network,
  type PairingProvider,
  type PairingProviderEvent,
  ProviderRpcError,
  RequestBeforeConnectError,
  SendFailedError,
  type SendTransactionParameters,
  type SiwxMessageData,
  UnsupportedChainError,
  WALLET_ERROR_CODES,
  type WriteContractParameters,
} from '@walletport/core'
import { atom } from 'nanostores'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  type Hash,
  type Hex,
  isAddress,
  isHex,
  numberToHex,
  type PublicClient,
  parseUnits,
  type Transport,
} from 'viem'
import {
  addChain,
  call,
  estimateFeesPerGas,
  estimateGas,
  getBalance,
  sendCalls,
  sendTransaction,
  signMessage,
  switchChain,
} from 'viem/actions'
import { mainnet as viemMainnet } from 'viem/chains'
import { readTokenBalances } from './balances/readTokenBalances.js'
import {
  type InjectedProviders,
  watchInjectedProviders,
} from './connectors/watchInjectedProviders.js'
import { ANNOUNCE_WAIT, DEFAULT_POLLING_INTERVAL } from './constants.js'
import { NoRpcEndpointError } from './errors/rpc.js'
import { toEvmError } from './errors/toEvmError.js'
import {
  InvalidAddressError,
  InvalidWalletRequestError,
  InvalidWalletResponseError,
} from './errors/wallet.js'
import { createProfileReader } from './identity/createProfileReader.js'
import { type ChainContracts, getChainId, toViemChain } from './network/toViemChain.js'
import { assertFeeParameters } from './send/assertFeeParameters.js'
import { type ReceiptResult, waitForReceipt } from './send/waitForReceipt.js'
import { createSiwxMessage, parseEip155ChainId } from './siwx/createSiwxMessage.js'
import { type SiwxVerification, verifySiwxMessage } from './siwx/verifySiwxMessage.js'
import { createRpcTransport, type RpcTransportOptions } from './transports/createRpcTransport.js'
import type { Eip1193Provider, EvmWindow } from './types.js'
import { isSendAddress, isSignature, isTransactionHash } from './utils/rules.js'
import {
  parseCallsId,
  parseWalletAssets,
  parseWalletCalls,
  parseWalletCapabilities,
  type WalletAssets,
  type WalletCapabilities,
} from './wallet/walletCalls.js'

export type EvmAdapterOptions = {
  /** the networks served; by default those the kit passes to `setup` */
  networks?: readonly Network[] | undefined
  /** viem transports by chain id, used instead of the default HTTP transport of a network */
  transports?: Record<number, Transport> | undefined
  /** where wallets announce themselves (EIP-6963) and `ethereum` lives; `window` when present */
  window?: EvmWindow | undefined
  /** the default transports' behaviour; SPEC section 7 values unless set */
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
  /** the viem client the adapter reads a network with */
  getPublicClient(network: Network): PublicClient
}

type Connection = {
  connectorId: string
  provider: Eip1193Provider
  accounts: readonly Address[]
  chainId: number
  detach(): void
}

const INJECTED_ID = 'injected'
/** the connector of the kit's WalletConnect session, listed when the kit has pairing on */
export const WALLET_CONNECT_ID = 'walletConnect'

/**
 * Docs: /adapters-evm/evmAdapter. The eip155 adapter on viem: EIP-6963 and injected wallets,
 * networks, balances, sends, signing and sign-in, ENS. Nothing runs until the kit calls
 * `setup`, so importing it is free on the server.
 */
export function evmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  const pollingInterval = options.pollingInterval ?? DEFAULT_POLLING_INTERVAL
  const $connectors = atom<readonly Connector[]>([])
  let providers = new Map<string, Eip1193Provider>()
  const providerWatchers = new Set<() => void>()
  const clients = new Map<number, PublicClient>()
  let ctx: AdapterContext | undefined
  let stopDiscovery: (() => void) | undefined
  let connection: Connection | undefined
  // aborted on teardown: the transports' background ranking then stops using the network
  let lifetime = new AbortController()

  const networks = () => options.networks ?? ctx?.networks ?? []
  const contractsOf = (id: number) => options.contracts?.[id]

  function getPublicClient(network: Network): PublicClient {
    const id = getChainId(network)
    const known = clients.get(id)
    if (known) return known
    const client = createPublicClient({
      chain: toViemChain(network, contractsOf(id)),
      transport: transportFor(network, id),
      pollingInterval,
    })
    clients.set(id, client)
    return client
  }

  function transportFor(network: Network, id: number): Transport {
    const given = options.transports?.[id]
    if (given) return given
    const urls = [...network.rpcUrls.default.http]
    if (options.rpcEndpoint && ctx?.projectId) {
      const hosted = new URL(options.rpcEndpoint)
      hosted.searchParams.set('chainId', network.caipNetworkId)
      hosted.searchParams.set('projectId', ctx.projectId)
      urls.unshift(hosted.toString())
    }
    if (!urls.length) throw new NoRpcEndpointError({ networkId: network.caipNetworkId })
    return createRpcTransport({ urls, ...options.rpc, signal: lifetime.signal })
  }

  function walletClient(conn: Connection, chain?: Chain) {
    // a wallet request is never retried: a retry could prompt the person twice
    return createWalletClient({ chain, transport: custom(conn.provider, { retryCount: 0 }) })
  }

  function requireConnection(): Connection {
    if (!connection) throw new RequestBeforeConnectError()
    return connection
  }

  function evmChain(network: Network): Chain {
    if (network.chainNamespace !== 'eip155') throw new UnsupportedChainError()
    return toViemChain(network, contractsOf(getChainId(network)))
  }

  const profiles = createProfileReader({
    getDataSource: () => ctx?.dataSource,
    getEnsClient: () => {
      if (options.ens === false) return undefined
      const network =
        options.ens?.network ??
        networks().find((n) => n.chainNamespace === 'eip155' && Number(n.id) === 1)
      return network ? getPublicClient(network) : undefined
    },
    universalResolverAddress:
      options.ens === false
        ? undefined
        : (options.ens?.universalResolverAddress ??
          (options.ens?.network && Number(options.ens.network.id) !== 1
            ? undefined
            : viemMainnet.contracts.ensUniversalResolver.address)),
    now: options.now,
    log: {
      debug: (...a) => ctx?.log.debug(...a),
      info: (...a) => ctx?.log.info(...a),
      warn: (...a) => ctx?.log.warn(...a),
      error: (...a) => ctx?.log.error(...a),
    },
  })

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

  // ---- connection -------------------------------------------------------------------------

  async function readChainId(provider: Eip1193Provider): Promise<number> {
    let value: unknown
    try {
      value = await provider.request({ method: 'eth_chainId' })
    } catch (error) {
      throw toEvmError(error)
    }
    const id = parseChainId(value)
    if (id === undefined)
      throw new InvalidWalletResponseError({ method: 'eth_chainId', issue: 'not a chain id' })
    return id
  }

  function attach(
    connectorId: string,
    provider: Eip1193Provider,
    accounts: readonly Address[],
    chainId: number,
  ): Connection {
    connection?.detach()
    const conn: Connection = { connectorId, provider, accounts, chainId, detach: () => {} }

    const onAccountsChanged = (value: unknown) => {
      if (connection !== conn) return
      const next = parseAddresses(value)
      if (!next) {
        ctx?.log.warn('eip155: ignored an accountsChanged event without addresses')
        return
      }
      if (sameAddresses(next, conn.accounts)) return
      conn.accounts = next
      // an empty list is how a wallet says it disconnected (EIP-1193)
      if (!next.length) end()
      ctx?.accountsChanged({ connectorId, accounts: toAccounts(next) })
    }
    const onChainChanged = (value: unknown) => {
      if (connection !== conn) return
      const id = parseChainId(value)
      if (id === undefined || id === conn.chainId) return
      conn.chainId = id
      // reported even when the kit does not know the network: core marks it unsupported
      ctx?.networkChanged({ connectorId, networkId: `eip155:${id}` })
    }
    const onDisconnect = async (error: unknown) => {
      if (connection !== conn) return
      // 1013: MetaMask lost its own node for a moment, the connection stands
      if (getErrorCode(error) === 1013) return
      try {
        const still = parseAddresses(await provider.request({ method: 'eth_accounts' }))
        if (still?.length) return
      } catch {
        // a provider that cannot answer is disconnected
      }
      if (connection !== conn) return
      end()
      ctx?.disconnected({ connectorId })
    }
    const end = () => {
      conn.detach()
      if (connection === conn) connection = undefined
    }

    provider.on?.('accountsChanged', onAccountsChanged)
    provider.on?.('chainChanged', onChainChanged)
    provider.on?.('disconnect', onDisconnect)
    conn.detach = () => {
      provider.removeListener?.('accountsChanged', onAccountsChanged)
      provider.removeListener?.('chainChanged', onChainChanged)
      provider.removeListener?.('disconnect', onDisconnect)
    }
    connection = conn
    return conn
  }

  function toConnected(conn: Connection): Connected {
    return {
      connectorId: conn.connectorId,
      accounts: toAccounts(conn.accounts),
      networkId: `eip155:${conn.chainId}`,
      provider: conn.provider,
    }
  }

  async function switchWallet(provider: Eip1193Provider, network: Network): Promise<void> {
    const chain = evmChain(network)
    const client = createWalletClient({ transport: custom(provider, { retryCount: 0 }) })
    try {
      await switchChain(client, { id: chain.id })
      return
    } catch (error) {
      if (!isUnrecognizedChain(error))
        throw new ChainNotSupportedError({ cause: toEvmError(error) })
    }
    // the wallet does not know the network: add it, then switch (some wallets switch on add)
    try {
      await addChain(client, { chain })
      await switchChain(client, { id: chain.id })
    } catch (error) {
      throw new ChainNotSupportedError({ cause: toEvmError(error) })
    }
  }

  // ---- sending ----------------------------------------------------------------------------

  function parseAccountAddress(address: string): Address {
    if (!isAddress(address, { strict: false })) throw new InvalidAddressError({ address })
    return getAddress(address)
  }

  async function sendWithWallet(p: SendTransactionParameters): Promise<Hash> {
    const conn = requireConnection()
    const chain = evmChain(p.network)
    assertFeeParameters(p)
    if (!isSendAddress(p.to)) throw new InvalidAddressError({ address: p.to })
    const account = parseAccountAddress(p.from)
    const base = { account, chain, to: getAddress(p.to), value: p.value, data: p.data, gas: p.gas }
    try {
      return p.gasPrice !== undefined
        ? await sendTransaction(walletClient(conn, chain), { ...base, gasPrice: p.gasPrice })
        : await sendTransaction(walletClient(conn, chain), {
            ...base,
            maxFeePerGas: p.maxFeePerGas,
            maxPriorityFeePerGas: p.maxPriorityFeePerGas,
          })
    } catch (error) {
      throw toEvmError(error)
    }
  }

  async function writeWithWallet(p: WriteContractParameters): Promise<Hash> {
    const account = parseAccountAddress(p.from)
    if (!isSendAddress(p.address)) throw new InvalidAddressError({ address: p.address })
    let data: Hex
    try {
      data = encodeFunctionData({ abi: p.abi, functionName: p.functionName, args: p.args })
    } catch (error) {
      throw new InvalidWalletRequestError({
        method: 'eth_sendTransaction',
        issue: `cannot encode ${p.functionName}: ${error instanceof Error ? error.message.split('\n')[0] : ''}`,
      })
    }
    requireConnection()
    // simulate first, so a revert comes back with its reason before the wallet asks anyone
    try {
      await call(getPublicClient(p.network), {
        account,
        to: getAddress(p.address),
        data,
        value: p.value,
      })
    } catch (error) {
      throw toEvmError(error, { abi: p.abi })
    }
    return sendWithWallet({
      network: p.network,
      from: account,
      to: p.address,
      data,
      value: p.value,
    })
  }

  // ---- the adapter ------------------------------------------------------------------------

  const capabilities: EvmCapabilities = {
    sendTransaction: sendWithWallet,
    async estimateGas(p) {
      const chainAccount = parseAccountAddress(p.from)
      if (!isAddress(p.to, { strict: false })) throw new InvalidAddressError({ address: p.to })
      assertFeeParameters(p)
      try {
        return await estimateGas(getPublicClient(p.network), {
          account: chainAccount,
          to: getAddress(p.to),
          value: p.value,
          data: p.data,
        })
      } catch (error) {
        throw toEvmError(error)
      }
    },
    writeContract: writeWithWallet,
    async sendToken(p) {
      if (p.network.chainNamespace !== 'eip155') throw new UnsupportedChainError()
      const decimals = p.token ? p.token.decimals : p.network.nativeCurrency.decimals
      const amount = parseAmount(p.amount, decimals)
      if (amount === undefined || !isSendAddress(p.to) || !isAddress(p.from, { strict: false }))
        throw new InvalidSendParametersError()
      if (p.token && !isSendAddress(p.token.address)) throw new InvalidSendParametersError()
      try {
        if (!p.token)
          return await sendWithWallet({ network: p.network, from: p.from, to: p.to, value: amount })
        return await writeWithWallet({
          network: p.network,
          from: p.from,
          address: p.token.address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [p.to, amount],
        })
      } catch (error) {
        // the send form shows 'Something went wrong'; the typed reason stays in the cause
        throw new SendFailedError({ cause: error })
      }
    },
    async getTokenBalances(p) {
      const dataSource = ctx?.dataSource
      if (dataSource) {
        try {
          return await dataSource.getTokenBalances({ address: p.address, network: p.network })
        } catch (error) {
          ctx?.log.warn('balances: the data service failed, reading RPC instead', error)
        }
      }
      if (p.network.chainNamespace !== 'eip155') return []
      const address = parseAccountAddress(p.address)
      const id = getChainId(p.network)
      const tokens = (p.tokens?.map((t) => t.address) ?? options.tokens?.[id] ?? []).filter(
        (token): token is Address => isAddress(token, { strict: false }),
      )
      try {
        return await readTokenBalances(getPublicClient(p.network), {
          address,
          network: p.network,
          tokens,
        })
      } catch (error) {
        throw toEvmError(error)
      }
    },
    getProfile: (p) => profiles.getProfile(p),
    siwx: {
      createMessage: createSiwxMessage,
      async verifyMessage(p) {
        return (await capabilities.verifySiwx(p)).valid
      },
    },
    async verifySiwx({ message, signature, data }) {
      const chainId = parseEip155ChainId(data.networkId)
      const network = networks().find(
        (n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId,
      )
      return verifySiwxMessage({
        message,
        signature,
        expected: {
          domain: data.domain,
          nonce: data.nonce,
          address: data.accountAddress,
          chainId,
          uri: data.uri ?? data.aud,
        },
        client: network ? getPublicClient(network) : undefined,
      })
    },
    async request({ method, params }) {
      const conn = requireConnection()
      try {
        return await conn.provider.request(params === undefined ? { method } : { method, params })
      } catch (error) {
        throw toEvmError(error)
      }
    },
    async estimateFees({ network }) {
      const client = getPublicClient(network)
      try {
        const fees = await estimateFeesPerGas(client, { chain: client.chain, type: 'eip1559' })
        return { type: 'eip1559', ...fees }
      } catch {
        // a network without EIP-1559 fees: a legacy gas price, with the same multiplier
        try {
          const { gasPrice } = await estimateFeesPerGas(client, {
            chain: client.chain,
            type: 'legacy',
          })
          return { type: 'legacy', gasPrice }
        } catch (error) {
          throw toEvmError(error)
        }
      }
    },
    async waitForReceipt({ network, hash, confirmations, timeout }) {
      if (!isTransactionHash(hash))
        throw new InvalidWalletRequestError({
          method: 'eth_getTransactionReceipt',
          issue: 'not a transaction hash',
        })
      return waitForReceipt(getPublicClient(network), { hash, confirmations, timeout })
    },
    async getCapabilities({ address, chainIds }) {
      const conn = requireConnection()
      const account = parseAccountAddress(address)
      const params = chainIds ? [account, chainIds.map((id) => numberToHex(id))] : [account]
      let answer: unknown
      try {
        answer = await conn.provider.request({ method: 'wallet_getCapabilities', params })
      } catch (error) {
        throw toEvmError(error)
      }
      return parseWalletCapabilities(answer)
    },
    async getAssets({ address, chainIds }) {
      const conn = requireConnection()
      const account = parseAccountAddress(address)
      let answer: unknown
      try {
        answer = await conn.provider.request({
          method: 'wallet_getAssets',
          params: [
            {
              account,
              ...(chainIds ? { chainFilter: chainIds.map((id) => numberToHex(id)) } : {}),
            },
          ],
        })
      } catch (error) {
        throw toEvmError(error)
      }
      return parseWalletAssets(answer)
    },
    async sendCalls(p) {
      const conn = requireConnection()
      const chain = evmChain(p.network)
      const account = parseAccountAddress(p.from)
      const calls = parseWalletCalls(p.calls)
      let answer: unknown
      try {
        answer = await sendCalls(walletClient(conn, chain), {
          account,
          chain,
          calls,
          forceAtomic: p.atomicRequired ?? false,
          capabilities: p.capabilities,
        })
      } catch (error) {
        throw toEvmError(error)
      }
      return { id: parseCallsId(answer) }
    },
  }

  return {
    namespace: 'eip155',
    $connectors,
    capabilities,
    getPublicClient,

    setup(next) {
      stopDiscovery?.()
      ctx = next
      const target = options.window ?? defaultWindow()
      const stop = target
        ? watchInjectedProviders({ target, onChange: onProviders, log: next.log })
        : () => {}
      stopDiscovery = stop
      // without a window nothing is announced: the pairing connector is listed all the same
      if (!target) onProviders({ announced: [], legacy: undefined })
      return () => {
        if (stopDiscovery !== stop) return
        stop()
        stopDiscovery = undefined
        connection?.detach()
        connection = undefined
        providers = new Map()
        $connectors.set([])
        for (const watcher of providerWatchers) watcher()
        profiles.clear()
        lifetime.abort()
        lifetime = new AbortController()
        clients.clear()
        ctx = undefined
      }
    },

    async connect({ connectorId, network }) {
      const provider = providers.get(connectorId)
      if (!provider)
        throw new ConnectorNotFoundError({ metaMessages: [`Connector: ${connectorId}`] })
      // the session first (the kit's connect pairs every namespace at once; alone, this one)
      const pairing = connectorId === WALLET_CONNECT_ID ? ctx?.pairing : undefined
      if (pairing && !pairing.$session.get())
        await pairing.connect({ namespaces: ['eip155'], networks: [network, ...networks()] })
      let accounts: Address[] | undefined
      try {
        accounts = parseAddresses(await provider.request({ method: 'eth_requestAccounts' }))
      } catch (error) {
        throw toEvmError(error)
      }
      if (!accounts?.length)
        throw new ProviderRpcError({
          code: WALLET_ERROR_CODES.UNAUTHORIZED,
          message: 'The wallet shared no account',
        })
      let chainId = await readChainId(provider)
      if (network.chainNamespace === 'eip155' && Number(network.id) !== chainId) {
        try {
          await switchWallet(provider, network)
          chainId = await readChainId(provider)
        } catch (error) {
          // connected all the same; core sees the wallet's network and decides if it is supported
          ctx?.log.warn('eip155: the wallet stayed on its network after connecting', error)
        }
      }
      return toConnected(attach(connectorId, provider, accounts, chainId))
    },

    async reconnect({ connectorId }) {
      const provider = await waitForProvider(connectorId, options.announceWait ?? ANNOUNCE_WAIT)
      if (!provider) return undefined
      try {
        // a stored session comes back first (once, however many ask); none: not authorised
        if (connectorId === WALLET_CONNECT_ID && !(await ctx?.pairing?.restore())) return undefined
        // eth_accounts never prompts: an empty answer means the wallet no longer authorises us
        const accounts = parseAddresses(await provider.request({ method: 'eth_accounts' }))
        if (!accounts?.length) return undefined
        const chainId = await readChainId(provider)
        return toConnected(attach(connectorId, provider, accounts, chainId))
      } catch (error) {
        ctx?.log.warn(`eip155: cannot reconnect ${connectorId}`, error)
        return undefined
      }
    },

    async disconnect() {
      const conn = connection
      if (!conn) return
      conn.detach()
      connection = undefined
      // the session ends for every namespace it serves, and the wallet is told
      if (conn.connectorId === WALLET_CONNECT_ID) return ctx?.pairing?.disconnect()
      try {
        await conn.provider.request({
          method: 'wallet_revokePermissions',
          params: [{ eth_accounts: {} }],
        })
      } catch {
        // most wallets cannot revoke; the kit forgets the connector, which is enough
      }
    },

    async switchNetwork({ network }) {
      const conn = connection
      // with no wallet connected there is nothing to move: core sets its network alone
      if (!conn) return
      await switchWallet(conn.provider, network)
      const chainId = await readChainId(conn.provider)
      if (connection === conn && chainId !== conn.chainId) {
        conn.chainId = chainId
        ctx?.networkChanged({ connectorId: conn.connectorId, networkId: `eip155:${chainId}` })
      }
    },

    async getBalance({ address, network }): Promise<Balance> {
      const account = parseAccountAddress(address)
      let value: bigint
      try {
        value = await getBalance(getPublicClient(network), { address: account })
      } catch (error) {
        throw toEvmError(error)
      }
      const { decimals, symbol } = network.nativeCurrency
      return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
    },

    async signMessage({ address, message }) {
      const conn = requireConnection()
      const account = parseAccountAddress(address)
      let signature: unknown
      try {
        signature = await signMessage(walletClient(conn), { account, message })
      } catch (error) {
        throw toEvmError(error)
      }
      if (!isSignature(signature))
        throw new InvalidWalletResponseError({ method: 'personal_sign', issue: 'not a signature' })
      return signature
    },

    isAddress(address) {
      // SPEC section 5: 40 hex characters, the 0x prefix optional
      return /^(0x)?[0-9a-fA-F]{40}$/.test(address)
    },
    formatUnits: (value, decimals) => formatUnits(value, decimals),
    parseUnits: (value, decimals) => parseUnits(value, decimals),
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

function parseAddresses(value: unknown): Address[] | undefined {
  if (!Array.isArray(value)) return undefined
  const out: Address[] = []
  for (const item of value) {
    if (typeof item !== 'string' || !isAddress(item, { strict: false })) return undefined
    out.push(getAddress(item))
  }
  return out
}

function sameAddresses(a: readonly Address[], b: readonly Address[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i])
}

function toAccounts(addresses: readonly Address[]): Account[] {
  return addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
}

function parseChainId(value: unknown): number | undefined {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && isHex(value)
        ? Number.parseInt(value, 16)
        : typeof value === 'string' && /^[0-9]+$/.test(value)
          ? Number(value)
          : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** 4902, or MetaMask mobile's 4902 tucked inside `data.originalError` */
function isUnrecognizedChain(error: unknown): boolean {
  if (getErrorCode(error) === WALLET_ERROR_CODES.SWITCH_CHAIN) return true
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const data = (current as { data?: unknown }).data
    const original =
      typeof data === 'object' && data !== null
        ? (data as { originalError?: unknown }).originalError
        : undefined
    if (getErrorCode(original) === WALLET_ERROR_CODES.SWITCH_CHAIN) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

function parseAmount(amount: string, decimals: number): bigint | undefined {
  if (typeof amount !== 'string' || !/^\d*\.?\d+$|^\d+\.$/.test(amount.trim())) return undefined
  try {
    const value = parseUnits(amount.trim(), decimals)
    return value > 0n ? value : undefined
  } catch {
    return undefined
  }
}
