import { bytesToHex } from '@noble/hashes/utils.js'
import {
  type Account,
  type AdapterContext,
  type Balance,
  BaseError,
  ChainNotSupportedError,
  type Connected,
  DisconnectFailedError,
  getErrorCode,
  type Logger,
  type Network,
  type PairingClient,
  ProviderRpcError,
  RequestBeforeConnectError,
  type SendTokenParameters,
  UnsupportedChainError,
  WALLET_ERROR_CODES,
} from '@walletport/core'
import {
  checkBitcoinAddress,
  type ParsedBitcoinAddress,
  parseBitcoinAddress,
} from '../address/parseBitcoinAddress.js'
import type { BitcoinAccount, BitcoinConnector } from '../connectors/BitcoinConnector.js'
import type { ConnectorSource } from '../connectors/ConnectorSource.js'
import { createWalletConnectConnector } from '../connectors/createWalletConnectConnector.js'
import {
  AccountNotFoundError,
  BroadcastMismatchError,
  InvalidAmountError,
  NoAccountsError,
  UnsupportedTokenError,
  WalletFeatureMissingError,
} from '../errors.js'
import { createEsploraClient, type EsploraClient } from '../esplora/createEsploraClient.js'
import type { TransactionStatus, Utxo } from '../esplora/parseEsplora.js'
import { type BitcoinNetworkParams, getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import type { SpendType } from '../send/estimateVsize.js'
import { getSpendPlan, type SpendPlan } from '../send/getSpendPlan.js'
import { pickFeeRate } from '../send/pickFeeRate.js'
import { type CoinSelection, selectCoins } from '../send/selectCoins.js'
import { formatUnits, parseUnits } from '../units.js'
import { createWalletStandardConnector } from '../wallet/createWalletStandardConnector.js'
import type { BitcoinAccountPurpose, BitcoinStandardWallet } from '../wallet/features.js'
import type { BitcoinAdapterParameters, SendEstimate } from './bitcoinAdapter.js'

/** What the runtime reads from, and reports to, the adapter that loaded it. */
export type RuntimeHost = {
  readonly parameters: BitcoinAdapterParameters
  /** the kit's context while the adapter is set up */
  context(): AdapterContext | undefined
  /** the network `isAddress` checks against from now on */
  setActiveNetwork(network: Network): void
}

/**
 * The part of the bitcoin adapter that runs once a wallet is used: sessions, connectors, Esplora
 * reads and sends. `bitcoinAdapter` loads it with `import()` on the first call that needs it.
 */
export type BitcoinRuntime = {
  connect(p: { source: ConnectorSource; network: Network }): Promise<Connected>
  reconnect(p: { source: ConnectorSource; network: Network }): Promise<Connected | undefined>
  disconnect(): Promise<void>
  /** moves the current session to `network` */
  switchNetwork(p: { network: Network }): Promise<void>
  getBalance(p: { address: string; network: Network }): Promise<Balance>
  signMessage(p: { address: string; message: string }): Promise<string>
  sendToken(p: SendTokenParameters): Promise<string>
  getUtxos(p: { address: string; network: Network }): Promise<Utxo[]>
  getTransactionStatus(p: { txid: string; network: Network }): Promise<TransactionStatus>
  estimateSendFee(p: SendTokenParameters): Promise<SendEstimate>
  hasSession(): boolean
  /** forgets the session without telling the wallet (the adapter's teardown) */
  endSession(): void
}

const DECIMALS = 8
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

// the sign-in message writer loads with the runtime (bitcoinAdapter's createMessage)
export * from '../siwx/createSiwxMessage.js'

// bitcoinjs-lib (PSBTs) is the largest part of the adapter and only a send needs it
const loadPsbtCode = () =>
  Promise.all([import('../send/createSendPsbt.js'), import('../send/finalizeSignedPsbt.js')])

/** The runtime of one adapter instance; see `BitcoinRuntime`. */
export function createBitcoinRuntime(host: RuntimeHost): BitcoinRuntime {
  const { parameters } = host
  const purposes = parameters.purposes ?? DEFAULT_PURPOSES
  const feeTarget = parameters.feeTarget ?? DEFAULT_FEE_TARGET
  const maxFeeRate = parameters.maxFeeRate ?? DEFAULT_MAX_FEE_RATE
  const clients = new Map<string, EsploraClient>()
  // one connector per wallet and per pairing client, so a connector's account cache survives
  // rediscovery and a new setup
  const standardConnectors = new WeakMap<BitcoinStandardWallet, BitcoinConnector>()
  const pairingConnectors = new WeakMap<PairingClient, BitcoinConnector>()
  let psbtCode: ReturnType<typeof loadPsbtCode> | undefined
  let session: Session | undefined

  const log = () => host.context()?.log ?? silentLog

  const loadPsbt = () => {
    psbtCode ??= loadPsbtCode().catch((error: unknown) => {
      // a failed chunk load (offline) is tried again on the next send
      psbtCode = undefined
      throw error
    })
    return psbtCode
  }

  function connectorOf(source: ConnectorSource): BitcoinConnector {
    if (source.kind === 'connector') return source.connector
    if (source.kind === 'standard') {
      let connector = standardConnectors.get(source.wallet)
      if (!connector) {
        connector = createWalletStandardConnector(source.wallet)
        standardConnectors.set(source.wallet, connector)
      }
      return connector
    }
    let connector = pairingConnectors.get(source.pairing)
    if (!connector) {
      connector = createWalletConnectConnector(source.pairing)
      pairingConnectors.set(source.pairing, connector)
    }
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

  const toConnected = (
    connector: BitcoinConnector,
    accounts: readonly BitcoinAccount[],
    network: Network,
  ): Connected => ({
    connectorId: connector.id,
    accounts: toCoreAccounts(accounts),
    networkId: network.caipNetworkId,
    ...(connector.provider === undefined ? {} : { provider: connector.provider }),
  })

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
    host.setActiveNetwork(network)
  }

  const onWalletAccounts = (current: Session, next: readonly BitcoinAccount[]) => {
    const ctx = host.context()
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
    const dataSource = host.context()?.dataSource
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

  return {
    async connect({ source, network }) {
      const connector = connectorOf(source)
      const accounts = await openSession(connector, network, false)
      if (!accounts.length)
        throw new NoAccountsError({ wallet: connector.name, networkId: network.caipNetworkId })
      startSession(connector, network, accounts)
      return toConnected(connector, accounts, network)
    },

    async reconnect({ source, network }) {
      const connector = connectorOf(source)
      try {
        const accounts = await openSession(connector, network, true)
        if (!accounts.length) return undefined
        startSession(connector, network, accounts)
        return toConnected(connector, accounts, network)
      } catch (error) {
        log().debug(`bitcoin: reconnect to ${connector.id} failed`, error)
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
      const current = requireSession()
      const accounts = await openSession(current.connector, network, false)
      if (!accounts.length)
        throw new ChainNotSupportedError({
          metaMessages: [`Wallet: ${current.connector.name}`, `Network: ${network.caipNetworkId}`],
        })
      startSession(current.connector, network, accounts)
      host.context()?.accountsChanged({
        connectorId: current.connector.id,
        accounts: toCoreAccounts(accounts),
      })
    },

    async getBalance({ address, network }) {
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

    async sendToken(p) {
      const current = requireSession()
      if (current.network.caipNetworkId !== p.network.caipNetworkId)
        throw new UnsupportedChainError({
          metaMessages: [
            `Network: ${p.network.caipNetworkId}`,
            `Connected on: ${current.network.caipNetworkId}`,
          ],
        })
      const account = requireAccount(current, p.from)
      // the PSBT code loads while the coins are picked
      const [planned, [{ createSendPsbt }, { finalizeSignedPsbt }]] = await Promise.all([
        planSend(p, account),
        loadPsbt(),
      ])
      const { params, from, to, amount, plan, client, selection } = planned
      const previousTransactions = new Map<string, string>()
      if (plan.type === 'p2pkh') {
        const txids = [...new Set(selection.inputs.map((u) => u.txid))]
        const hexes = await Promise.all(txids.map((txid) => client.getTxHex({ txid })))
        for (const [i, txid] of txids.entries()) previousTransactions.set(txid, hexes[i]!)
      }
      const psbt = createSendPsbt({
        params,
        from,
        plan,
        to,
        amount,
        selection,
        previousTransactions,
      })
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
    },

    async getUtxos({ address, network }) {
      parseBitcoinAddress(address, getBitcoinNetwork(network))
      return esplora(network).getUtxos({ address })
    },

    async getTransactionStatus({ txid, network }) {
      return esplora(network).getTxStatus({ txid })
    },

    async estimateSendFee(p) {
      const { feeRate, selection } = await planSend(p)
      // a send usually follows its estimate: fetch the PSBT code now, so the send need not wait
      loadPsbt().catch((error: unknown) =>
        log().debug('bitcoin: preloading PSBT code failed', error),
      )
      return {
        fee: selection.fee,
        feeRate,
        vsize: selection.vsize,
        change: selection.change,
        inputCount: selection.inputs.length,
      }
    },

    hasSession: () => session !== undefined,
    endSession,
  }
}
