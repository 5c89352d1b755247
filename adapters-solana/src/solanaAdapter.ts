import {
  type Commitment,
  Connection,
  PublicKey,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import {
  type AdapterContext,
  BaseError,
  type ChainAdapter,
  ChainNotSupportedError,
  type Connected,
  type Connector,
  ConnectorNotFoundError,
  type ConnectorType,
  DisconnectFailedError,
  getErrorCode,
  InvalidAddressError,
  InvalidSendParametersError,
  type Network,
  ProviderRpcError,
  type SendTokenParameters,
  SolanaSendFailedError,
  solana,
  solanaDevnet,
  solanaTestnet,
  type TokenBalance,
  UnsupportedChainError,
  WALLET_ERROR_CODES,
} from '@walletport/core'
import bs58 from 'bs58'
import { atom, readonlyType } from 'nanostores'
import {
  getTokenBalancesFromRpc,
  type SolanaTokenInfo,
} from './balances/getTokenBalancesFromRpc.js'
import {
  startWalletStandardDiscovery,
  type WalletStandardDiscovery,
  type WalletStandardWindow,
} from './discovery/startWalletStandardDiscovery.js'
import { SolanaRpcError } from './errors.js'
import { createTransferInstructions } from './send/createTransferInstructions.js'
import { createSiwxMessage } from './siwx/createSiwxMessage.js'
import { verifySiwxMessage } from './siwx/verifySiwxMessage.js'
import { formatUnits } from './utils/formatUnits.js'
import { getWalletStandardChain } from './utils/getWalletStandardChain.js'
import { isSolanaAddress } from './utils/isSolanaAddress.js'
import { parseUnits } from './utils/parseUnits.js'
import { getSupportedVersions, getWalletFeature } from './wallet/getWalletFeature.js'
import { getWalletIcon, isSolanaWallet } from './wallet/isSolanaWallet.js'
import { getSolanaWalletAccounts, toAccounts } from './wallet/toAccounts.js'
import { walletConnectConnector } from './walletconnect/walletConnectConnector.js'

export type SolanaCommitment = Extract<Commitment, 'processed' | 'confirmed' | 'finalized'>

/**
 * A wallet reached some other way than the page's Wallet Standard registry (WalletConnect's
 * solana namespace, an embedded wallet), given to the adapter as a Wallet Standard wallet:
 * the adapter drives every connector through the same features.
 */
export type SolanaExternalConnector = {
  id: string
  type: ConnectorType
  wallet: Wallet
  /** the wallet's name by default */
  name?: string
  imageUrl?: string
  /** called when the kit tears the adapter down */
  stop?(): void
}

/** Makes an external connector once the kit gives the adapter its context (project id, storage...). */
export type SolanaConnectorFactory = (ctx: AdapterContext) => SolanaExternalConnector

export type SolanaAdapterParameters = {
  /** the networks the adapter serves; the kit's Solana networks, else the three public clusters */
  networks?: readonly Network[]
  /** where Wallet Standard wallets announce themselves; the page's `window` when there is one */
  window?: WalletStandardWindow
  /** how final a read or a sent transaction must be; `confirmed` by default */
  commitment?: SolanaCommitment
  /** the seam for WalletConnect's solana namespace and other non-injected wallets */
  connectors?: readonly SolanaConnectorFactory[]
  /** names and icons of mints, for balances read from RPC */
  tokenList?: readonly SolanaTokenInfo[]
}

type Route = { connector: Connector; wallet: Wallet }
type Session = { connectorId: string; wallet: Wallet; accounts: readonly WalletAccount[] }

const DEFAULT_NETWORKS: readonly Network[] = [solana, solanaDevnet, solanaTestnet]

/** a wallet's failure as a typed error, keeping its code (4001 for a rejection) and text */
function toProviderError(error: unknown, fallback: string) {
  if (error instanceof BaseError) return error
  // wallets throw Errors and plain `{ code, message }` objects alike
  const message = (error as { message?: unknown } | undefined)?.message
  return new ProviderRpcError({
    code: getErrorCode(error) ?? WALLET_ERROR_CODES.DEFAULT,
    message: typeof message === 'string' && message ? message : fallback,
    cause: error,
  })
}

function assertAddress(value: string) {
  if (!isSolanaAddress(value))
    throw new InvalidAddressError({
      value,
      namespace: 'solana',
      expected: '32 to 44 base58 characters encoding 32 bytes',
    })
}

function isSignature(value: unknown): value is Uint8Array {
  return value instanceof Uint8Array && value.length === 64
}

function sameAddresses(a: readonly WalletAccount[], b: readonly WalletAccount[]) {
  return a.length === b.length && a.every((account, i) => account.address === b[i]?.address)
}

/**
 * Docs: /adapters-solana/solanaAdapter. The Solana side of the kit on @solana/web3.js:
 * Wallet Standard discovery (started in `setup`, on an injectable window), connect,
 * reconnect, account changes, the three public clusters, SOL and SPL balances and sends,
 * message signing and Sign In With Solana. Make one adapter per kit.
 */
export function solanaAdapter(parameters: SolanaAdapterParameters = {}): ChainAdapter {
  const { commitment = 'confirmed', tokenList } = parameters
  const $connectors = atom<readonly Connector[]>([])
  const connections = new Map<string, Connection>()
  let ctx: AdapterContext | undefined
  let routes = new Map<string, Route>()
  let session: Session | undefined
  let sessionCleanup: (() => void) | undefined
  let teardown: (() => void) | undefined

  const log = () => ctx?.log

  function servedNetworks(): readonly Network[] {
    const configured = parameters.networks ?? (ctx?.networks.length ? ctx.networks : undefined)
    return (configured ?? DEFAULT_NETWORKS).filter((n) => n.chainNamespace === 'solana')
  }

  /** the network as given when the adapter serves it; 'Unsupported chain' otherwise */
  function served(network: Network | undefined): Network {
    const ids = (n: Network) => [n.caipNetworkId, n.deprecatedCaipNetworkId]
    const known =
      network?.chainNamespace === 'solana' &&
      servedNetworks().some((n) => ids(n).some((id) => id && ids(network).includes(id)))
    if (!network || !known || !network.rpcUrls?.default?.http?.[0])
      throw new UnsupportedChainError()
    return network
  }

  function getConnection(network: Network) {
    const http = network.rpcUrls.default.http[0] as string
    const ws = network.rpcUrls.default.webSocket?.[0]
    const key = `${http} ${ws ?? ''}`
    let connection = connections.get(key)
    if (!connection) {
      connection = new Connection(http, { commitment, wsEndpoint: ws })
      connections.set(key, connection)
    }
    return connection
  }

  async function readRpc<T>(network: Network, read: (connection: Connection) => Promise<T>) {
    try {
      return await read(getConnection(network))
    } catch (error) {
      throw new SolanaRpcError({ url: network.rpcUrls.default.http[0] as string, cause: error })
    }
  }

  function assertWalletChain(wallet: Wallet, network: Network) {
    const chain = getWalletStandardChain(network)
    if (chain && !wallet.chains.includes(chain)) throw new ChainNotSupportedError()
  }

  function endSession() {
    session = undefined
    sessionCleanup?.()
    sessionCleanup = undefined
  }

  function startSession(connectorId: string, wallet: Wallet, accounts: readonly WalletAccount[]) {
    endSession()
    const current: Session = { connectorId, wallet, accounts }
    session = current
    const events = getWalletFeature(wallet, 'standard:events')
    const onChange = (properties: StandardEventsChangeProperties) => {
      if (session !== current || !properties || !('accounts' in properties)) return
      const next = getSolanaWalletAccounts(properties.accounts)
      if (sameAddresses(next, current.accounts)) return
      if (next.length) current.accounts = next
      else endSession()
      // an empty list tells the kit the wallet disconnected
      ctx?.accountsChanged({ connectorId, accounts: toAccounts(next) })
    }
    try {
      sessionCleanup = events?.on('change', onChange)
    } catch (error) {
      log()?.warn(`solana: cannot follow account changes of ${wallet.name}`, error)
    }
    return current
  }

  function connected(current: Session, network: Network): Connected {
    return {
      connectorId: current.connectorId,
      accounts: toAccounts(current.accounts),
      networkId: network.caipNetworkId,
      provider: current.wallet,
    }
  }

  async function requestAccounts(wallet: Wallet, silent: boolean) {
    const feature = getWalletFeature(wallet, 'standard:connect')
    if (!feature) throw new ConnectorNotFoundError()
    let output: unknown
    try {
      output = await feature.connect(silent ? { silent: true } : undefined)
    } catch (error) {
      throw toProviderError(error, 'The wallet did not connect')
    }
    const accounts = (output as { accounts?: unknown } | undefined)?.accounts ?? wallet.accounts
    return getSolanaWalletAccounts(accounts)
  }

  function requireAccount(address: string) {
    if (!session)
      throw new ProviderRpcError({
        code: WALLET_ERROR_CODES.DISCONNECTED,
        message: 'No Solana wallet is connected',
      })
    const account = session.accounts.find((a) => a.address === address)
    if (!account)
      throw new ProviderRpcError({
        code: WALLET_ERROR_CODES.UNAUTHORIZED,
        message: `The wallet has not shared the account ${address}`,
      })
    return { wallet: session.wallet, account }
  }

  function refreshConnectors(
    discovery: WalletStandardDiscovery | undefined,
    external: readonly SolanaExternalConnector[],
  ) {
    const next = new Map<string, Route>()
    for (const wallet of discovery?.get() ?? []) {
      if (!isSolanaWallet(wallet) || next.has(wallet.name)) continue
      const imageUrl = getWalletIcon(wallet)
      next.set(wallet.name, {
        wallet,
        connector: {
          id: wallet.name,
          name: wallet.name,
          type: 'ANNOUNCED',
          chain: 'solana',
          rdns: wallet.name,
          installed: true,
          ...(imageUrl && { imageUrl }),
        },
      })
    }
    for (const { id, type, wallet, name, imageUrl } of external) {
      if (next.has(id)) continue
      next.set(id, {
        wallet,
        connector: {
          id,
          name: name ?? wallet.name,
          type,
          chain: 'solana',
          ...(imageUrl && { imageUrl }),
        },
      })
    }
    routes = next
    $connectors.set([...next.values()].map((route) => route.connector))
    // the connected wallet went away (extension removed or unregistered)
    if (session && next.get(session.connectorId)?.wallet !== session.wallet) {
      const { connectorId } = session
      endSession()
      ctx?.disconnected({ connectorId })
    }
  }

  async function submit(p: {
    network: Network
    wallet: Wallet
    account: WalletAccount
    to: PublicKey
    amount: bigint
    token?: { mint: PublicKey; decimals: number }
  }): Promise<string> {
    const connection = getConnection(p.network)
    const payer = new PublicKey(p.account.address)
    const chain = getWalletStandardChain(p.network)
    const signAndSend = chain && getWalletFeature(p.wallet, 'solana:signAndSendTransaction')
    const signOnly = getWalletFeature(p.wallet, 'solana:signTransaction')
    const feature = signAndSend || signOnly
    if (!feature) throw new Error(`${p.wallet.name} cannot sign transactions`)
    const versions = getSupportedVersions(feature)
    if (!versions.length) throw new Error(`${p.wallet.name} supports no known transaction version`)

    const instructions = await createTransferInstructions({
      connection,
      from: payer,
      to: p.to,
      amount: p.amount,
      token: p.token,
    })
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash(commitment)
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions,
    })
    const transaction = new VersionedTransaction(
      versions.includes(0) ? message.compileToV0Message() : message.compileToLegacyMessage(),
    ).serialize()

    let signature: string
    if (signAndSend) {
      const [output] = await signAndSend.signAndSendTransaction({
        account: p.account,
        transaction,
        chain,
        options: { preflightCommitment: commitment, commitment },
      })
      if (!isSignature(output?.signature)) throw new Error('The wallet returned no signature')
      signature = bs58.encode(output.signature)
    } else if (signOnly) {
      const [output] = await signOnly.signTransaction({
        account: p.account,
        transaction,
        ...(chain && { chain }),
        options: { preflightCommitment: commitment },
      })
      if (!(output?.signedTransaction instanceof Uint8Array))
        throw new Error('The wallet returned no transaction')
      signature = await connection.sendRawTransaction(output.signedTransaction, {
        preflightCommitment: commitment,
      })
    } else {
      throw new Error(`${p.wallet.name} cannot sign transactions`)
    }
    const { value } = await connection.confirmTransaction(
      { signature, blockhash, lastValidBlockHeight },
      commitment,
    )
    if (value.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(value.err)}`)
    return signature
  }

  async function sendToken(p: SendTokenParameters): Promise<string> {
    const network = served(p.network)
    if (!p.amount || !p.to) throw new InvalidSendParametersError()
    const decimals = p.token ? p.token.decimals : network.nativeCurrency.decimals
    let amount: bigint
    try {
      amount = parseUnits(p.amount, decimals)
    } catch (error) {
      throw new InvalidSendParametersError({ cause: error })
    }
    if (amount <= 0n || !isSolanaAddress(p.to) || (p.token && !isSolanaAddress(p.token.address)))
      throw new InvalidSendParametersError()
    const { wallet, account } = requireAccount(p.from)
    try {
      return await submit({
        network,
        wallet,
        account,
        to: new PublicKey(p.to),
        amount,
        ...(p.token && { token: { mint: new PublicKey(p.token.address), decimals } }),
      })
    } catch (error) {
      throw new SolanaSendFailedError({ cause: error })
    }
  }

  async function getTokenBalances(p: {
    address: string
    network: Network
    tokens?: readonly { address: string }[]
  }): Promise<readonly TokenBalance[]> {
    assertAddress(p.address)
    const network = served(p.network)
    const wanted = p.tokens && new Set(p.tokens.map((token) => token.address))
    const dataSource = ctx?.dataSource
    if (dataSource) {
      try {
        const rows = await dataSource.getTokenBalances({ address: p.address, network })
        return rows.filter(
          (row) =>
            row.quantity.decimals !== '0' && (!wanted || !row.address || wanted.has(row.address)),
        )
      } catch (error) {
        log()?.warn('solana: the data service failed, reading balances from RPC', error)
      }
    }
    return readRpc(network, (connection) =>
      getTokenBalancesFromRpc({
        connection,
        address: p.address,
        network,
        tokens: p.tokens,
        tokenList,
      }),
    )
  }

  return {
    namespace: 'solana',
    $connectors: readonlyType($connectors),

    setup(context) {
      if (teardown) {
        context.log.warn('solana: setup called twice; the first setup is torn down')
        teardown()
      }
      ctx = context
      const target = parameters.window ?? (typeof window === 'undefined' ? undefined : window)
      const discovery = startWalletStandardDiscovery({ target, log: context.log })
      const external: SolanaExternalConnector[] = []
      // the kit's WalletConnect session comes first (passed again, it is the same connector)
      const factories = [...(parameters.connectors ?? [])]
      if (context.pairing) factories.unshift(walletConnectConnector())
      for (const factory of factories) {
        try {
          const connector = factory(context)
          if (!external.some((e) => e.id === connector.id)) external.push(connector)
        } catch (error) {
          context.log.error('solana: a connector failed to start', error)
        }
      }
      // a wallet may gain or lose chains and features; follow each one's change events
      const watched = new Map<Wallet, (() => void) | undefined>()
      const refresh = () => {
        const current = new Set([...discovery.get(), ...external.map((e) => e.wallet)])
        for (const [wallet, off] of watched)
          if (!current.has(wallet)) {
            off?.()
            watched.delete(wallet)
          }
        for (const wallet of current) {
          if (watched.has(wallet)) continue
          let off: (() => void) | undefined
          try {
            off = getWalletFeature(wallet, 'standard:events')?.on('change', (properties) => {
              if (properties && ('chains' in properties || 'features' in properties))
                refreshConnectors(discovery, external)
            })
          } catch (error) {
            context.log.warn(`solana: cannot follow changes of ${wallet.name}`, error)
          }
          watched.set(wallet, off)
        }
        refreshConnectors(discovery, external)
      }
      const unsubscribe = discovery.subscribe(refresh)
      refresh()

      const stop = () => {
        unsubscribe()
        discovery.stop()
        for (const off of watched.values()) off?.()
        watched.clear()
        for (const connector of external) {
          try {
            connector.stop?.()
          } catch (error) {
            context.log.warn(`solana: connector ${connector.id} failed to stop`, error)
          }
        }
        // the wallet stays authorised, so the next page load can reconnect silently
        endSession()
        routes = new Map()
        connections.clear()
        $connectors.set([])
        if (ctx === context) ctx = undefined
        teardown = undefined
      }
      teardown = stop
      return stop
    },

    async connect({ connectorId, network }) {
      served(network)
      const route = routes.get(connectorId)
      if (!route) throw new ConnectorNotFoundError()
      assertWalletChain(route.wallet, network)
      const accounts = await requestAccounts(route.wallet, false)
      if (!accounts.length)
        throw new ProviderRpcError({
          code: WALLET_ERROR_CODES.UNAUTHORIZED,
          message: `${route.wallet.name} shared no Solana account`,
        })
      return connected(startSession(connectorId, route.wallet, accounts), network)
    },

    async reconnect({ connectorId, network }) {
      served(network)
      const route = routes.get(connectorId)
      if (!route) return undefined
      try {
        assertWalletChain(route.wallet, network)
        const accounts = await requestAccounts(route.wallet, true)
        if (!accounts.length) return undefined
        return connected(startSession(connectorId, route.wallet, accounts), network)
      } catch (error) {
        log()?.debug(`solana: ${connectorId} did not reconnect`, error)
        return undefined
      }
    },

    async disconnect() {
      const current = session
      if (!current) return
      endSession()
      const feature = getWalletFeature(current.wallet, 'standard:disconnect')
      try {
        await feature?.disconnect()
      } catch (error) {
        throw new DisconnectFailedError({ cause: error })
      }
    },

    async switchNetwork({ network }) {
      served(network)
      // Solana wallets hold one key for every cluster: nothing to ask the wallet, only
      // whether it names the cluster at all
      if (session) assertWalletChain(session.wallet, network)
    },

    async getBalance({ address, network }) {
      assertAddress(address)
      served(network)
      const lamports = await readRpc(network, (connection) =>
        connection.getBalance(new PublicKey(address), commitment),
      )
      const { decimals, symbol } = network.nativeCurrency
      const value = BigInt(lamports)
      return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
    },

    // the signature is returned in base58, as Solana tools write ed25519 signatures
    async signMessage({ address, message }) {
      const { wallet, account } = requireAccount(address)
      const feature = getWalletFeature(wallet, 'solana:signMessage')
      if (!feature)
        throw new ProviderRpcError({
          code: WALLET_ERROR_CODES.UNSUPPORTED_METHOD,
          message: `${wallet.name} cannot sign messages`,
        })
      let signature: unknown
      try {
        const [output] = await feature.signMessage({
          account,
          message: new TextEncoder().encode(message),
        })
        signature = output?.signature
      } catch (error) {
        throw toProviderError(error, 'The wallet did not sign the message')
      }
      if (!isSignature(signature))
        throw new ProviderRpcError({
          code: WALLET_ERROR_CODES.INTERNAL_ERROR,
          message: `${wallet.name} returned no ed25519 signature`,
        })
      return bs58.encode(signature)
    },

    isAddress: isSolanaAddress,
    formatUnits,
    parseUnits,

    capabilities: {
      sendToken,
      getTokenBalances,
      siwx: {
        createMessage: createSiwxMessage,
        verifyMessage: (p) => verifySiwxMessage(p),
      },
    },
  }
}
