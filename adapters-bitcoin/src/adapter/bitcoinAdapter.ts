import {
  type AdapterContext,
  type ChainAdapter,
  type Connector,
  ConnectorNotFoundError,
  type Network,
  type PairingClient,
  type SendTokenParameters,
  UnsupportedChainError,
} from '@walletport/core'
import { atom } from 'nanostores'
import { decodeAddress } from '../address/decodeAddress.js'
import type { BitcoinConnector } from '../connectors/BitcoinConnector.js'
import { type ConnectorSource, WALLET_CONNECT_INFO } from '../connectors/ConnectorSource.js'
import { AdapterNotSetUpError, SiwxMessageUnavailableError } from '../errors.js'
import type { EsploraRetry } from '../esplora/createEsploraClient.js'
import type { TransactionStatus, Utxo } from '../esplora/parseEsplora.js'
import { addressRules, bitcoinNetworkKind } from '../networks/bitcoinNetworkKind.js'
import { formatUnits, parseUnits } from '../units.js'
import type { BitcoinAccountPurpose } from '../wallet/features.js'
import { isBitcoinStandardWallet, walletStandardInfo } from '../wallet/isBitcoinStandardWallet.js'
import { type WalletEventTarget, watchStandardWallets } from '../wallet/watchStandardWallets.js'
// types only: the runtime itself loads with import() on first use
import type { BitcoinRuntime, RuntimeHost } from './createBitcoinRuntime.js'

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

/**
 * Docs: /adapters-bitcoin/bitcoinAdapter. The bip122 adapter: Wallet Standard bitcoin wallets
 * (and any connector passed in), balances from the data service or an Esplora API, sends as
 * PSBTs signed by the wallet, message signing and address validation. Discovery starts in
 * `setup`, never at import. Listing wallets, address checks and units need no more than this
 * module; sessions, reads and sends load on first use, and bitcoinjs-lib only with a send.
 */
export function bitcoinAdapter(parameters: BitcoinAdapterParameters = {}): BitcoinAdapter {
  const $connectors = atom<readonly Connector[]>([])
  let ctx: AdapterContext | undefined
  let discovered: readonly ConnectorSource[] = []
  // the kit's WalletConnect session, when it has pairing on
  let pairing: PairingClient | undefined
  let activeNetwork: Network | undefined
  let stopDiscovery: (() => void) | undefined
  let runtime: BitcoinRuntime | undefined
  let loading: Promise<BitcoinRuntime> | undefined
  // the runtime's module, once loaded: the sign-in message writer is there
  let runtimeModule: typeof import('./createBitcoinRuntime.js') | undefined

  const host: RuntimeHost = {
    parameters,
    context: () => ctx,
    setActiveNetwork(network) {
      activeNetwork = network
    },
  }

  const load = (): Promise<BitcoinRuntime> => {
    loading ??= import('./createBitcoinRuntime.js').then(
      (module) => {
        runtimeModule = module
        runtime = module.createBitcoinRuntime(host)
        return runtime
      },
      (error: unknown) => {
        // a failed chunk load (offline) is tried again on the next call
        loading = undefined
        throw error
      },
    )
    return loading
  }

  const requireContext = () => {
    if (!ctx) throw new AdapterNotSetUpError()
    return ctx
  }

  const sources = (): readonly ConnectorSource[] => {
    const extra: ConnectorSource[] = [
      ...(pairing ? [{ kind: 'pairing', info: WALLET_CONNECT_INFO, pairing } as const] : []),
      ...(parameters.connectors ?? []).map(
        (connector) => ({ kind: 'connector', info: connector, connector }) as const,
      ),
    ]
    const ids = new Set(extra.map((s) => s.info.id))
    return [...extra, ...discovered.filter((s) => !ids.has(s.info.id))]
  }

  const findSource = (connectorId: string) => sources().find((s) => s.info.id === connectorId)

  const publishConnectors = () => {
    $connectors.set(
      sources().map(({ info }) => ({
        id: info.id,
        name: info.name,
        type: info.type,
        chain: 'bip122',
        ...(info.icon ? { imageUrl: info.icon } : {}),
        ...(info.rdns ? { rdns: info.rdns } : {}),
        installed: info.type === 'ANNOUNCED' || info.type === 'INJECTED',
      })),
    )
  }

  const networks = (): readonly Network[] =>
    (parameters.networks ?? ctx?.networks ?? []).filter((n) => bitcoinNetworkKind(n))

  return {
    namespace: 'bip122',
    $connectors,

    setup(context) {
      stopDiscovery?.()
      ctx = context
      pairing = context.pairing
      const target =
        parameters.window ?? (globalThis as { window?: WalletEventTarget }).window ?? undefined
      stopDiscovery = target
        ? watchStandardWallets({
            target,
            log: context.log,
            onChange(wallets) {
              discovered = wallets
                .filter(isBitcoinStandardWallet)
                .map((wallet) => ({ kind: 'standard', info: walletStandardInfo(wallet), wallet }))
              publishConnectors()
            },
          })
        : undefined
      publishConnectors()
      return () => {
        stopDiscovery?.()
        stopDiscovery = undefined
        runtime?.endSession()
        discovered = []
        pairing = undefined
        ctx = undefined
        publishConnectors()
      }
    },

    async connect({ connectorId, network }) {
      requireContext()
      const source = findSource(connectorId)
      if (!source) throw new ConnectorNotFoundError({ metaMessages: [`Connector: ${connectorId}`] })
      return (await load()).connect({ source, network })
    },

    async reconnect({ connectorId, network }) {
      requireContext()
      const source = findSource(connectorId)
      // an unknown connector loads nothing
      if (!source) return undefined
      return (await load()).reconnect({ source, network })
    },

    async disconnect() {
      // no runtime, no session
      await runtime?.disconnect()
    },

    async switchNetwork({ network }) {
      requireContext()
      if (!bitcoinNetworkKind(network))
        throw new UnsupportedChainError({ metaMessages: [`Network: ${network.caipNetworkId}`] })
      if (runtime?.hasSession()) await runtime.switchNetwork({ network })
      else activeNetwork = network
    },

    getBalance: async (p) => (await load()).getBalance(p),
    signMessage: async (p) => (await load()).signMessage(p),

    isAddress(address, network) {
      // without a network: the active one, else the first configured, else mainnet
      const target = network ?? activeNetwork ?? networks()[0]
      const kind = target ? bitcoinNetworkKind(target) : 'mainnet'
      // a network that is not bitcoin's has no bitcoin addresses
      return !!kind && decodeAddress(address, addressRules(kind)).ok
    },

    formatUnits,
    parseUnits,

    capabilities: {
      sendToken: async (p) => (await load()).sendToken(p),
      // CAIP-122 messages; the check and its secp256k1 code load at the first sign-in
      siwx: {
        createMessage(data) {
          // synchronous by contract, and a sign-in follows a connect, which loaded the writer
          // with the runtime: it is not in the page's first chunks (issue 13)
          if (!runtimeModule) throw new SiwxMessageUnavailableError()
          return runtimeModule.createSiwxMessage(data)
        },
        verifyMessage: async (p) =>
          (await import('../siwx/verifySiwxMessage.js')).verifySiwxMessage(p),
      },
    },

    getUtxos: async (p) => (await load()).getUtxos(p),
    getTransactionStatus: async (p) => (await load()).getTransactionStatus(p),
    estimateSendFee: async (p) => (await load()).estimateSendFee(p),
  }
}
