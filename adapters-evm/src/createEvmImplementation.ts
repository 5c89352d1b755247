import {
  type Account,
  type AdapterContext,
  type Balance,
  type BaseError,
  ChainNotSupportedError,
  type Connected,
  formatUnits,
  getErrorCode,
  InvalidSendParametersError,
  type Network,
  ProviderRpcError,
  RequestBeforeConnectError,
  SendFailedError,
  type SendTransactionParameters,
  UnsupportedChainError,
  WALLET_ERROR_CODES,
  type WriteContractParameters,
} from '@walletport/core'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hash,
  type Hex,
  isAddress,
  isHex,
  numberToHex,
  type PublicClient,
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
import { WALLET_CONNECT_ID } from './connectors/connectorIds.js'
import { DEFAULT_POLLING_INTERVAL } from './constants.js'
import { NoRpcEndpointError } from './errors/rpc.js'
import { toEvmError } from './errors/toEvmError.js'
import {
  InvalidAddressError,
  InvalidWalletRequestError,
  InvalidWalletResponseError,
} from './errors/wallet.js'
import type { EvmAdapterOptions, EvmCapabilities } from './evmAdapter.js'
import { createProfileReader } from './identity/createProfileReader.js'
import { getChainId, toViemChain } from './network/toViemChain.js'
import { assertFeeParameters } from './send/assertFeeParameters.js'
import { parseSendAmount } from './send/parseSendAmount.js'
import { waitForReceipt } from './send/waitForReceipt.js'
import { createSiwxMessage, parseEip155ChainId } from './siwx/createSiwxMessage.js'
import { verifySiwxMessage } from './siwx/verifySiwxMessage.js'
import { createRpcTransport } from './transports/createRpcTransport.js'
import type { Eip1193Provider } from './types.js'
import { isSendAddress, isSignature, isTransactionHash } from './utils/rules.js'
import {
  parseCallsId,
  parseWalletAssets,
  parseWalletCalls,
  parseWalletCapabilities,
} from './wallet/walletCalls.js'

/** What the light part of the adapter shares with the wallet code it loads. */
export type EvmImplementationHost = {
  readonly options: EvmAdapterOptions
  /** the kit's context while the adapter is set up */
  context(): AdapterContext | undefined
  /** the networks served: the options' or the kit's */
  networks(): readonly Network[]
}

/**
 * The viem half of the eip155 adapter: connections, clients, sends, signing, sign-in and
 * names. `evmAdapter` loads it with `import()` on first use.
 */
export type EvmImplementation = {
  getPublicClient(network: Network): PublicClient
  toEvmError(error: unknown): BaseError
  /** the rest of a connect, once the wallet answered `eth_requestAccounts` */
  connect(p: {
    connectorId: string
    provider: Eip1193Provider
    network: Network
    accounts: unknown
  }): Promise<Connected>
  /** the rest of a reconnect, once the wallet answered `eth_accounts` */
  restore(p: {
    connectorId: string
    provider: Eip1193Provider
    accounts: unknown
  }): Promise<Connected | undefined>
  disconnect(): Promise<void>
  switchNetwork(p: { network: Network }): Promise<void>
  getBalance(p: { address: string; network: Network }): Promise<Balance>
  signMessage(p: { address: string; message: string }): Promise<string>
  readonly capabilities: EvmCapabilities
  /** forgets the connection, the clients and the cached profiles, as the adapter's teardown */
  teardown(): void
}

type Connection = {
  connectorId: string
  provider: Eip1193Provider
  accounts: readonly Address[]
  chainId: number
  detach(): void
}

/** Docs: /adapters-evm/evmAdapter#loading. The wallet code of one `evmAdapter` instance. */
export function createEvmImplementation({
  options,
  context,
  networks,
}: EvmImplementationHost): EvmImplementation {
  const pollingInterval = options.pollingInterval ?? DEFAULT_POLLING_INTERVAL
  const clients = new Map<number, PublicClient>()
  let connection: Connection | undefined
  // aborted on teardown: the transports' background ranking then stops using the network
  let lifetime = new AbortController()

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
    const projectId = context()?.projectId
    if (options.rpcEndpoint && projectId) {
      const hosted = new URL(options.rpcEndpoint)
      hosted.searchParams.set('chainId', network.caipNetworkId)
      hosted.searchParams.set('projectId', projectId)
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
    getDataSource: () => context()?.dataSource,
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
      debug: (...a) => context()?.log.debug(...a),
      info: (...a) => context()?.log.info(...a),
      warn: (...a) => context()?.log.warn(...a),
      error: (...a) => context()?.log.error(...a),
    },
  })

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
        context()?.log.warn('eip155: ignored an accountsChanged event without addresses')
        return
      }
      if (sameAddresses(next, conn.accounts)) return
      conn.accounts = next
      // an empty list is how a wallet says it disconnected (EIP-1193)
      if (!next.length) end()
      context()?.accountsChanged({ connectorId, accounts: toAccounts(next) })
    }
    const onChainChanged = (value: unknown) => {
      if (connection !== conn) return
      const id = parseChainId(value)
      if (id === undefined || id === conn.chainId) return
      conn.chainId = id
      // reported even when the kit does not know the network: core marks it unsupported
      context()?.networkChanged({ connectorId, networkId: `eip155:${id}` })
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
      context()?.disconnected({ connectorId })
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

  // ---- capabilities -----------------------------------------------------------------------

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
      const amount = parseSendAmount(p.amount, decimals)
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
      const dataSource = context()?.dataSource
      if (dataSource) {
        try {
          return await dataSource.getTokenBalances({ address: p.address, network: p.network })
        } catch (error) {
          context()?.log.warn('balances: the data service failed, reading RPC instead', error)
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
    async verifySiwx({ message, signature, data, expected }) {
      const chainId = parseEip155ChainId(data.networkId)
      const network = networks().find(
        (n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId,
      )
      // domain, nonce and uri are what the kit asked for; the account and chain its own
      return verifySiwxMessage({
        message,
        signature,
        expected: {
          domain: expected.domain,
          nonce: expected.nonce,
          uri: expected.uri,
          address: data.accountAddress,
          chainId,
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

  // ---- the implementation -----------------------------------------------------------------

  return {
    getPublicClient,
    capabilities,
    toEvmError: (error) => toEvmError(error),

    async connect({ connectorId, provider, network, accounts: answer }) {
      const accounts = parseAddresses(answer)
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
          context()?.log.warn('eip155: the wallet stayed on its network after connecting', error)
        }
      }
      return toConnected(attach(connectorId, provider, accounts, chainId))
    },

    async restore({ connectorId, provider, accounts: answer }) {
      const accounts = parseAddresses(answer)
      if (!accounts?.length) return undefined
      const chainId = await readChainId(provider)
      return toConnected(attach(connectorId, provider, accounts, chainId))
    },

    async disconnect() {
      const conn = connection
      if (!conn) return
      conn.detach()
      connection = undefined
      // the session ends for every namespace it serves, and the wallet is told
      if (conn.connectorId === WALLET_CONNECT_ID) return context()?.pairing?.disconnect()
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
        context()?.networkChanged({
          connectorId: conn.connectorId,
          networkId: `eip155:${chainId}`,
        })
      }
    },

    async getBalance({ address, network }) {
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

    teardown() {
      connection?.detach()
      connection = undefined
      profiles.clear()
      lifetime.abort()
      lifetime = new AbortController()
      clients.clear()
    },
  }
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
