import {
  type AdapterContext,
  type LoadOnce,
  type Logger,
  loadOnce,
  type Network,
  UnsupportedChainError,
} from '@walletport/core'
import type { RuntimeHost } from '../adapter/createBitcoinRuntime.js'
import type { BitcoinAccount, BitcoinConnector } from '../connectors/BitcoinConnector.js'
import { createEsploraClient, type EsploraClient } from '../esplora/createEsploraClient.js'

// bitcoinjs-lib (PSBTs) is the largest part of the adapter and only a send needs it
const importPsbtCode = () => import('../send/lazyPsbt.js')

/**
 * What every chain operation reads from (as viem actions read a client): the Esplora API of
 * each network, the kit's context, the fee policy and the PSBT code, loaded once.
 */
export type BitcoinClient = {
  esplora(network: Network): EsploraClient
  context(): AdapterContext | undefined
  log(): Logger
  /** confirmation target in blocks */
  readonly feeTarget: number
  /** sat/vB */
  readonly maxFeeRate: number
  readonly loadPsbt: LoadOnce<Awaited<ReturnType<typeof importPsbtCode>>>
}

/** A wallet connection: the connector, its network and the accounts usable there. */
export type BitcoinConnection = {
  readonly client: BitcoinClient
  readonly connector: BitcoinConnector
  network: Network
  accounts: readonly BitcoinAccount[]
}

/** satoshis per bitcoin, as a power of ten */
export const BTC_DECIMALS = 8
const DEFAULT_FEE_TARGET = 3
const DEFAULT_MAX_FEE_RATE = 1_000
const silentLog: Logger = { debug() {}, info() {}, warn() {}, error() {} }

/** The client of one runtime: one Esplora client per URL, kept for the runtime's life. */
export function createBitcoinClient(host: RuntimeHost): BitcoinClient {
  const { parameters } = host
  const clients = new Map<string, EsploraClient>()
  return {
    esplora(network) {
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
    },
    context: () => host.context(),
    log: () => host.context()?.log ?? silentLog,
    feeTarget: parameters.feeTarget ?? DEFAULT_FEE_TARGET,
    maxFeeRate: parameters.maxFeeRate ?? DEFAULT_MAX_FEE_RATE,
    loadPsbt: loadOnce(importPsbtCode),
  }
}
