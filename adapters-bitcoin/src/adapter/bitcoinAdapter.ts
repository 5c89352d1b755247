import { bytesToHex } from '@noble/hashes/utils.js'
import type { Wallet } from '@wallet-standard/base'
import {
  type Account,
  type AdapterContext,
  type Balance,
  BaseError,
  type ChainAdapter,
  ChainNotSupportedError,
  type Connected,
  type Connector,
  ConnectorNotFoundError,
  DisconnectFailedError,
  getErrorCode,
  type Logger,
  type Network,
  ProviderRpcError,
  RequestBeforeConnectError,
  type SendTokenParameters,
  UnsupportedChainError,
  WALLET_ERROR_CODES,
} from '@walletport/core'
import { atom } from 'nanostores'
import {
  checkBitcoinAddress,
  type ParsedBitcoinAddress,
  parseBitcoinAddress,
} from '../address/parseBitcoinAddress.js'
import type { BitcoinAccount, BitcoinConnector } from '../connectors/BitcoinConnector.js'
import { createWalletConnectConnector } from '../connectors/createWalletConnectConnector.js'
import {
  AccountNotFoundError,
  AdapterNotSetUpError,
  BroadcastMismatchError,
  InvalidAmountError,
  NoAccountsError,
  UnsupportedTokenError,
  WalletFeatureMissingError,
} from '../errors.js'
import {
  createEsploraClient,
  type EsploraClient,
  type EsploraRetry,
} from '../esplora/createEsploraClient.js'
import type { TransactionStatus, Utxo } from '../esplora/parseEsplora.js'
import {
  type BitcoinNetworkParams,
  findBitcoinNetwork,
  getBitcoinNetwork,
} from '../networks/getBitcoinNetwork.js'
import { createSendPsbt, getSpendPlan, type SpendPlan } from '../send/createSendPsbt.js'
import type { SpendType } from '../send/estimateVsize.js'
import { finalizeSignedPsbt } from '../send/finalizeSignedPsbt.js'
import { pickFeeRate } from '../send/pickFeeRate.js'
import { type CoinSelection, selectCoins } from '../send/selectCoins.js'
import { formatUnits, parseUnits } from '../units.js'
import {
  createWalletStandardConnector,
  isBitcoinStandardWallet,
} from '../wallet/createWalletStandardConnector.js'
import type { BitcoinAccountPurpose } from '../wallet/features.js'
import { type WalletEventTarget, watchStandardWallets } from '../wallet/watchStandardWallets.js'

export type BitcoinAdapterParameters = {
  /** the networks this adapter serves; defaults to the kit's bip122 networks */
  networks?: readonly Network[]
  /**
   * Esplora-compatible API: one base URL for every network, or one per CAIP-2 network id.
   * Defaults to the network's `rpcUrls.default.http[0]`.
   */
  esploraUrl?: string | Readonly<Record<string, string>>
  /** where Wallet Standard wallets announce themselves; defaults to `window`, absent on servers */
  window?: WalletEventTarget
  fetch?: typeof fetch
  /** more ways to reach wallets, e.g. WalletConnect's bip122 namespace */
  connectors?: readonly BitcoinConnector[]
  /** account purposes asked for on connect, in order; defaults to payment then ordinal */
  purposes?: readonly BitcoinAccountPurpose[]
  /** confirmation target in blocks that picks the fee rate; defaults to 3 */
  feeTarget?: number
  /** the highest fee rate ever paid, in sat/vB; defaults to 1000 */
  maxFeeRate?: number
  /** per-request timeout of Esplora calls, in ms */
  timeout?: number
  /** retries of Esplora GET calls */
  retry?: EsploraRetry
}

/** What a send will cost, before anything is signed. */
export type SendEstimate = {
  /** satoshis */
  fee: bigint
  /** sat/vB */
  feeRate: number
  vsize: number
  /** satoshis back to the sender; 0 when there is no change output */
  change: bigint
  inputCount: number
}

/** The ChainAdapter contract plus the bitcoin reads the send and receive views use. */
export type BitcoinAdapter = ChainAdapter & {
  getUtxos(p: { address: string; network: Network }): Promise<Utxo[]>
  getTransactionStatus(p: { txid: string; network: Network }): Promise<TransactionStatus>
  /** the fee and change a sendToken call would use now */
  estimateSendFee(p: SendTokenParameters): Promise<SendEstimate>
}

const DECIMALS = 8
const MAINNET = { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' } as const
const DEFAULT_PURPOSES: readonly BitcoinAccountPurpose[] = ['payment', 'ordinal']
const DEFAULT_FEE_TARGET = 3
const DEFAULT_MAX_FEE_RATE = 1_000

type Session = {
  connector: BitcoinConnector
  network: Network
  accounts: readonly BitcoinAccount[]
  unwatch: (() => void) | undefined
}

const silentLog: Logger = { debug() {}, info() {}, warn() {}, error() {} }

/** Maps what a wallet throws to core's ProviderRpcError, keeping its code; our own errors pass. */
function toWalletError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object' &&
          error &&
          'message' in error &&
          typeof error.message === 'string'
        ? error.message
        : 'The wallet request failed'
  return new ProviderRpcError({
    code: getErrorCode(error) ?? WALLET_ERROR_CODES.DEFAULT,
    message,
    cause: error,
  })
}

async function walletCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    throw toWalletError(error)
  }
}

function spendTypeOf(address: ParsedBitcoinAddress): SpendType | undefined {
  if (address.type === 'p2sh') return 'p2sh-p2wpkh'
  return address.type === 'p2wsh' ? undefined : address.type
}

/**
 * Docs: /adapters-bitcoin/bitcoinAdapter. The bip122 adapter: Wallet Standard bitcoin wallets
 * (and any connector passed in), balances from the data service or an Esplora API, sends as
 * PSBTs signed by the wallet, message signing and address validation. Discovery starts in
 * `setup`, never at import.
 */
export function bitcoinAdapter(parameters: BitcoinAdapterParameters = {}): BitcoinAdapter {
  const purposes = parameters.purposes ?? DEFAULT_PURPOSES
  const feeTarget = parameters.feeTarget ?? DEFAULT_FEE_TARGET
  const maxFeeRate = parameters.maxFeeRate ?? DEFAULT_MAX_FEE_RATE
  const $connectors = atom<readonly Connector[]>([])
  const wrapped = new WeakMap<Wallet, BitcoinConnector>()
  const clients = new Map<string, EsploraClient>()
  let ctx: AdapterContext | undefined
  let discovered: readonly BitcoinConnector[] = []
  // the kit's WalletConnect session, when it has pairing on
  let pairingConnector: BitcoinConnector | undefined
  let session: Session | undefined
  let activeNetwork: Network | undefined
  let stopDiscovery: (() => void) | undefined

  const log = () => ctx?.log ?? silentLog
  const requireContext = () => {
    if (!ctx) throw new AdapterNotSetUpError()
    return ctx
  }

  const connectors = (): readonly BitcoinConnector[] => {
    const extra = [
      ...(pairingConnector ? [pairingConnector] : []),
      ...(parameters.connectors ?? []),
    ]
    const ids = new Set(extra.map((c) => c.id))
    return [...extra, ...discovered.filter((c) => !ids.has(c.id))]
  }

  const publishConnectors = () => {
    $connectors.set(
      connectors().map((c) => ({
        id: c.id,
        name: c.name,
        type: c.type,
        chain: 'bip122',
        ...(c.icon ? { imageUrl: c.icon } : {}),
        ...(c.rdns ? { rdns: c.rdns } : {}),
        installed: c.type === 'ANNOUNCED' || c.type === 'INJECTED',
      })),
    )
  }

  const networks = (): readonly Network[] =>
    (parameters.networks ?? ctx?.networks ?? []).filter((n) => findBitcoinNetwork(n))

  const requireConnector = (connectorId: string) => {
    const connector = connectors().find((c) => c.id === connectorId)
    if (!connector)
      throw new ConnectorNotFoundError({ metaMessages: [`Connector: ${connectorId}`] })
    return connector
  }

  const esplora = (network: Network): EsploraClient => {
    const option = parameters.esploraUrl
    const url =
      typeof option === 'string'
        ? option
        : (option?.[network.caipNetworkId] ?? network.rpcUrls.default.http[0])
    if (!url)
      throw new UnsupportedChainError({
        metaMessages: [`Network: ${network.caipNetworkId}`, 'No Esplora URL is configured'],
      })
    let client = clients.get(url)
    if (!client) {
      client = createEsploraClient({
        url,
        ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
        ...(parameters.timeout === undefined ? {} : { timeout: parameters.timeout }),
        ...(parameters.retry ? { retry: parameters.retry } : {}),
      })
      clients.set(url, client)
    }
    return client
  }

  /** Accounts usable on the network, payment accounts first (the first one is the active one). */
  const usableAccounts = (accounts: readonly BitcoinAccount[], params: BitcoinNetworkParams) => {
    const valid = accounts.filter((a) => checkBitcoinAddress(a.address, params).ok)
    return [
      ...valid.filter((a) => a.purpose === 'payment'),
      ...valid.filter((a) => a.purpose !== 'payment'),
    ]
  }

  const toCoreAccounts = (accounts: readonly BitcoinAccount[]): Account[] =>
    accounts.map((a) => ({
      namespace: 'bip122',
      address: a.address,
      type: a.purpose,
      ...(a.publicKey ? { publicKey: bytesToHex(a.publicKey) } : {}),
      ...(a.path ? { path: a.path } : {}),
    }))

  const endSession = () => {
    session?.unwatch?.()
    session = undefined
  }

  const startSession = (
    connector: BitcoinConnector,
    network: Network,
    accounts: readonly BitcoinAccount[],
  ) => {
    if (session && session.connector !== connector) endSession()
    const current: Session = session ?? { connector, network, accounts, unwatch: undefined }
    current.network = network
    current.accounts = accounts
    current.unwatch ??= connector.watchAccounts?.((next) => onWalletAccounts(current, next))
    session = current
    activeNetwork = network
  }

  const onWalletAccounts = (current: Session, next: readonly BitcoinAccount[]) => {
    if (session !== current || !ctx) return
    const connectorId = current.connector.id
    const usable = usableAccounts(next, getBitcoinNetwork(current.network))
    if (!usable.length) {
      endSession()
      ctx.disconnected({ connectorId })
      return
    }
    const same =
      usable.length === current.accounts.length &&
      usable.every(
        (a, i) =>
          a.address === current.accounts[i]?.address && a.purpose === current.accounts[i]?.purpose,
      )
    if (same) return
    current.accounts = usable
    ctx.accountsChanged({ connectorId, accounts: toCoreAccounts(usable) })
  }

  async function openSession(
    connector: BitcoinConnector,
    network: Network,
    silent: boolean,
  ): Promise<readonly BitcoinAccount[]> {
    const params = getBitcoinNetwork(network)
    const target = { network, chain: params.chain }
    if (!connector.supports(target))
      throw new ChainNotSupportedError({
        metaMessages: [`Wallet: ${connector.name}`, `Network: ${network.caipNetworkId}`],
      })
    const accounts = await walletCall(() => connector.connect({ ...target, purposes, silent }))
    return usableAccounts(accounts, params)
  }

  const requireSession = () => {
    if (!session) throw new RequestBeforeConnectError()
    return session
  }

  const requireAccount = (current: Session, address: string) => {
    const account = current.accounts.find((a) => a.address === address)
    if (!account) throw new AccountNotFoundError({ address })
    return account
  }

  async function getBalanceFromDataSource(address: string, network: Network) {
    const dataSource = ctx?.dataSource
    if (!dataSource) return undefined
    try {
      const balances = await dataSource.getTokenBalances({ address, network })
      const native = balances.find((b) => !b.address && b.chainId === network.caipNetworkId)
      if (!native) return undefined
      return parseUnits(native.quantity.numeric, DECIMALS)
    } catch (error) {
      // the Esplora API can serve the same read: fall back per call
      log().warn('bitcoin: the data service balance failed, reading Esplora', error)
      return undefined
    }
  }

  /** Checks and prices a send; with `account`, also that its key can spend `from`. */
  async function planSend(p: SendTokenParameters, account?: BitcoinAccount) {
    if (p.token) throw new UnsupportedTokenError({ token: p.token.address })
    const params = getBitcoinNetwork(p.network)
    const from = parseBitcoinAddress(p.from, params)
    const to = parseBitcoinAddress(p.to, params)
    const amount = parseUnits(p.amount, DECIMALS)
    if (amount <= 0n) throw new InvalidAmountError({ value: p.amount, decimals: DECIMALS })
    const inputType = spendTypeOf(from)
    // only the input type matters for an estimate; a send also needs the account's key
    const plan: SpendPlan =
      account || !inputType ? getSpendPlan(from, account?.publicKey) : { type: inputType }
    const client = esplora(p.network)
    const [utxos, estimates] = await Promise.all([
      client.getUtxos({ address: from.address }),
      client.getFeeEstimates(),
    ])
    const feeRate = pickFeeRate({ estimates, target: feeTarget, maxFeeRate })
    const selection: CoinSelection = selectCoins({
      utxos,
      amount,
      feeRate,
      inputType: plan.type,
      recipientType: to.type,
      changeType: from.type,
    })
    return { params, from, to, amount, plan, client, feeRate, selection }
  }

  async function sendToken(p: SendTokenParameters): Promise<string> {
    const current = requireSession()
    if (current.network.caipNetworkId !== p.network.caipNetworkId)
      throw new UnsupportedChainError({
        metaMessages: [
          `Network: ${p.network.caipNetworkId}`,
          `Connected on: ${current.network.caipNetworkId}`,
        ],
      })
    const account = requireAccount(current, p.from)
    const { params, from, to, amount, plan, client, selection } = await planSend(p, account)
    const previousTransactions = new Map<string, string>()
    if (plan.type === 'p2pkh') {
      const txids = [...new Set(selection.inputs.map((u) => u.txid))]
      const hexes = await Promise.all(txids.map((txid) => client.getTxHex({ txid })))
      for (const [i, txid] of txids.entries()) previousTransactions.set(txid, hexes[i]!)
    }
    const psbt = createSendPsbt({ params, from, plan, to, amount, selection, previousTransactions })
    const signed = await walletCall(() =>
      current.connector.signPsbt({
        network: p.network,
        chain: params.chain,
        account,
        psbt: psbt.toBuffer(),
        inputsToSign: selection.inputs.map((_, index) => ({ index })),
      }),
    )
    const tx = finalizeSignedPsbt({ sent: psbt, signed, params, wallet: current.connector.name })
    const expected = tx.getId()
    const txid = await client.broadcast({ hex: tx.toHex() })
    if (txid !== expected) throw new BroadcastMismatchError({ expected, received: txid })
    log().info(`bitcoin: broadcast ${txid}`)
    return txid
  }

  return {
    namespace: 'bip122',
    $connectors,

    setup(context) {
      stopDiscovery?.()
      ctx = context
      pairingConnector = context.pairing && createWalletConnectConnector(context.pairing)
      const target =
        parameters.window ?? (globalThis as { window?: WalletEventTarget }).window ?? undefined
      stopDiscovery = target
        ? watchStandardWallets({
            target,
            log: context.log,
            onChange(wallets) {
              discovered = wallets.filter(isBitcoinStandardWallet).map((wallet) => {
                let connector = wrapped.get(wallet)
                if (!connector) {
                  connector = createWalletStandardConnector(wallet)
                  wrapped.set(wallet, connector)
                }
                return connector
              })
              publishConnectors()
            },
          })
        : undefined
      publishConnectors()
      return () => {
        stopDiscovery?.()
        stopDiscovery = undefined
        endSession()
        discovered = []
        pairingConnector = undefined
        ctx = undefined
        publishConnectors()
      }
    },

    async connect({ connectorId, network }): Promise<Connected> {
      requireContext()
      const connector = requireConnector(connectorId)
      const accounts = await openSession(connector, network, false)
      if (!accounts.length)
        throw new NoAccountsError({ wallet: connector.name, networkId: network.caipNetworkId })
      startSession(connector, network, accounts)
      return {
        connectorId,
        accounts: toCoreAccounts(accounts),
        networkId: network.caipNetworkId,
        ...(connector.provider === undefined ? {} : { provider: connector.provider }),
      }
    },

    async reconnect({ connectorId, network }) {
      requireContext()
      const connector = connectors().find((c) => c.id === connectorId)
      if (!connector) return undefined
      try {
        const accounts = await openSession(connector, network, true)
        if (!accounts.length) return undefined
        startSession(connector, network, accounts)
        return {
          connectorId,
          accounts: toCoreAccounts(accounts),
          networkId: network.caipNetworkId,
          ...(connector.provider === undefined ? {} : { provider: connector.provider }),
        }
      } catch (error) {
        log().debug(`bitcoin: reconnect to ${connectorId} failed`, error)
        return undefined
      }
    },

    async disconnect() {
      const current = session
      if (!current) return
      endSession()
      try {
        await current.connector.disconnect()
      } catch (error) {
        throw new DisconnectFailedError({ cause: toWalletError(error) })
      }
    },

    async switchNetwork({ network }) {
      requireContext()
      getBitcoinNetwork(network)
      const current = session
      if (!current) {
        activeNetwork = network
        return
      }
      const accounts = await openSession(current.connector, network, false)
      if (!accounts.length)
        throw new ChainNotSupportedError({
          metaMessages: [`Wallet: ${current.connector.name}`, `Network: ${network.caipNetworkId}`],
        })
      startSession(current.connector, network, accounts)
      ctx?.accountsChanged({
        connectorId: current.connector.id,
        accounts: toCoreAccounts(accounts),
      })
    },

    async getBalance({ address, network }): Promise<Balance> {
      parseBitcoinAddress(address, getBitcoinNetwork(network))
      const value =
        (await getBalanceFromDataSource(address, network)) ??
        (await esplora(network).getUtxos({ address })).reduce((sum, utxo) => sum + utxo.value, 0n)
      return {
        value,
        decimals: DECIMALS,
        symbol: network.nativeCurrency.symbol,
        formatted: formatUnits(value, DECIMALS),
      }
    },

    async signMessage({ address, message }) {
      const current = requireSession()
      const account = requireAccount(current, address)
      const { connector } = current
      if (!connector.signMessage)
        throw new WalletFeatureMissingError({
          wallet: connector.name,
          feature: 'bitcoin:signMessage',
        })
      return walletCall(() => connector.signMessage!({ account, message }))
    },

    isAddress(address) {
      // the contract gives no network: check against the active one, else the first configured,
      // else mainnet
      const network = activeNetwork ?? networks()[0]
      return checkBitcoinAddress(address, network ?? MAINNET).ok
    },

    formatUnits,
    parseUnits,

    capabilities: { sendToken },

    async getUtxos({ address, network }) {
      parseBitcoinAddress(address, getBitcoinNetwork(network))
      return esplora(network).getUtxos({ address })
    },

    async getTransactionStatus({ txid, network }) {
      return esplora(network).getTxStatus({ txid })
    },

    async estimateSendFee(p) {
      const { feeRate, selection } = await planSend(p)
      return {
        fee: selection.fee,
        feeRate,
        vsize: selection.vsize,
        change: selection.change,
        inputCount: selection.inputs.length,
      }
    },
  }
}
