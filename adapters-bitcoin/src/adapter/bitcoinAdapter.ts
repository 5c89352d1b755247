import {
  type AdapterContext,
  type ChainAdapter,
  ConnectorNotFoundError,
  loadOnce,
  type Network,
  type SendTokenParameters,
  UnsupportedChainError,
  whenIdle,
} from '@walletport/core'
import type { BitcoinConnector } from '../connectors/BitcoinConnector.js'
import { AdapterNotSetUpError } from '../errors/setup.js'
import type { EsploraRetry } from '../esplora/createEsploraClient.js'
import type { TransactionStatus, Utxo } from '../esplora/parseEsplora.js'
import { bitcoinNetworkKind } from '../networks/bitcoinNetworkKind.js'
import { formatUnits, parseUnits } from '../units.js'
import type { BitcoinAccountPurpose } from '../wallet/features.js'
import type { WalletEventTarget } from '../wallet/watchStandardWallets.js'
// types only: the runtime itself loads with import() on first use
import type { RuntimeHost } from './createBitcoinRuntime.js'
import { createConnectorList } from './createConnectorList.js'
import { createSiwxCapability } from './createSiwxCapability.js'
import { lazyAddressRules } from './lazyAddressRules.js'

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
  /**
   * loads the address rules now (once; again after a failure). They load by themselves when
   * the page is idle after setup, and with the first connect; `isAddress` answers false
   * until they are there.
   */
  loadAddressRules(): Promise<void>
}

/**
 * Docs: /adapters-bitcoin/bitcoinAdapter. The bip122 adapter: Wallet Standard bitcoin wallets
 * (and any connector passed in), balances from the data service or an Esplora API, sends as
 * PSBTs signed by the wallet, message signing and address validation. Discovery starts in
 * `setup`, never at import. Listing wallets and units need no more than this module; the
 * address rules load when the page is idle after setup (`isAddress` answers false until
 * then, as a lazy adapter's does), sessions and reads on first use, bitcoinjs-lib with a send.
 */
export function bitcoinAdapter(parameters: BitcoinAdapterParameters = {}): BitcoinAdapter {
  const connectors = createConnectorList(parameters)
  let ctx: AdapterContext | undefined
  let activeNetwork: Network | undefined
  const host: RuntimeHost = {
    parameters,
    context: () => ctx,
    setActiveNetwork(network) {
      activeNetwork = network
    },
  }
  // the runtime and its module (the sign-in message writer is there), loaded on first use
  const runtime = loadOnce(async () => {
    const module = await import('./createBitcoinRuntime.js')
    return { module, runtime: module.createBitcoinRuntime(host) }
  })
  const addressRules = lazyAddressRules()
  // a connected account is checked at once (core's balance read): its rules come with it
  const load = async () => (await Promise.all([runtime(), addressRules.load()]))[0].runtime
  const loaded = () => runtime.loaded()?.runtime

  const findSource = (connectorId: string) => {
    if (!ctx) throw new AdapterNotSetUpError()
    return connectors.find(connectorId)
  }
  const firstNetwork = () =>
    (parameters.networks ?? ctx?.networks ?? []).find((n) => bitcoinNetworkKind(n))

  return {
    namespace: 'bip122',
    $connectors: connectors.$connectors,
    setup(context) {
      ctx = context
      const stopListing = connectors.setup(context)
      const cancelPreload = whenIdle(addressRules.preload)
      return () => {
        cancelPreload()
        loaded()?.endSession()
        ctx = undefined
        stopListing()
      }
    },
    async connect({ connectorId, network }) {
      const source = findSource(connectorId)
      if (!source) throw new ConnectorNotFoundError({ metaMessages: [`Connector: ${connectorId}`] })
      return (await load()).connect({ source, network })
    },
    async reconnect({ connectorId, network }) {
      const source = findSource(connectorId)
      // an unknown connector loads nothing
      return source ? (await load()).reconnect({ source, network }) : undefined
    },
    // no runtime, no session
    disconnect: async () => loaded()?.disconnect(),
    async switchNetwork({ network }) {
      if (!ctx) throw new AdapterNotSetUpError()
      if (!bitcoinNetworkKind(network))
        throw new UnsupportedChainError({ metaMessages: [`Network: ${network.caipNetworkId}`] })
      const current = loaded()
      if (current?.hasSession()) await current.switchNetwork({ network })
      else activeNetwork = network
    },
    getBalance: async (p) => (await load()).getBalance(p),
    signMessage: async (p) => (await load()).signMessage(p),
    isAddress: (address, network) =>
      // without a network: the active one, else the first configured bitcoin one
      addressRules.isAddress(address, network ?? activeNetwork ?? firstNetwork()),
    formatUnits,
    parseUnits,
    capabilities: {
      sendToken: async (p) => (await load()).sendToken(p),
      siwx: createSiwxCapability(() => runtime.loaded()?.module),
    },
    getUtxos: async (p) => (await load()).getUtxos(p),
    getTransactionStatus: async (p) => (await load()).getTransactionStatus(p),
    estimateSendFee: async (p) => (await load()).estimateSendFee(p),
    loadAddressRules: addressRules.load,
  }
}
