import {
  type CreateDataServiceOptions,
  createDataService,
  type DataService,
  ServiceUnavailableError,
  TOKEN_BALANCE_RETRY_GATE,
} from '@walletport/blockchain-api'
import { InvalidOptionsError } from '../errors/config.js'
import type { Kit } from '../kit/types.js'
import { isSmartAccount } from '../siwx/isSmartAccount.js'
import type { DataSource } from '../types/dataSource.js'
import type { KitPlugin } from '../types/plugin.js'
import { SDK_TYPE, SDK_VERSION } from '../version.js'
import { toTransactionRecord } from './toTransactionRecord.js'

/** The toast shown when token balances cannot be read. */
export const TOKEN_BALANCE_UNAVAILABLE_MESSAGE = 'Token Balance Unavailable'

export type HostedDataParameters = Pick<
  CreateDataServiceOptions,
  'fetch' | 'timeout' | 'retry' | 'sleep' | 'now'
> & {
  /** the data service's root URL; the kit's `endpoints.dataService` by default */
  baseUrl?: string
  /**
   * the CAIP-2 ids the service swaps on, for a service of your own (local chains, say);
   * the default swap networks when none are given
   */
  swapNetworks?: readonly string[]
}

/** What `hostedData()` returns, for createKit's `dataSource` option. */
export type HostedData = DataSource &
  // no getNfts: the service has no NFT list, so fetchNfts reads them from the history
  Required<Omit<DataSource, 'getTokenBalances' | 'getIdentity' | 'swapNetworks' | 'getNfts'>> &
  KitPlugin & {
    /** the full data-service client once set up with a kit, for calls the kit does not make */
    readonly service: DataService | undefined
    /** the root URL it was given; undefined when it uses the kit's `endpoints.dataService` */
    readonly baseUrl: string | undefined
  }

type ServiceOptions = Omit<HostedDataParameters, 'baseUrl' | 'swapNetworks'>
type Reports = Pick<
  CreateDataServiceOptions,
  'onAlert' | 'onDroppedRows' | 'onTokenBalanceUnavailable' | 'onEvent'
>

// what the service reports, shown and recorded by the kit
function createReports(kit: Kit, now: () => number): Reports {
  const { alerts, toast, events } = kit._internal
  const { projectId } = kit.options
  let toastAt: number | undefined
  return {
    onAlert: (alert) => void alerts.show(alert.code),
    onDroppedRows: ({ endpoint, lists }) =>
      kit.log.warn(`hostedData: ${endpoint} sent rows that do not parse; they are left out`, lists),
    onTokenBalanceUnavailable() {
      // the service keeps its own 30 s retry gate; the toast keeps one too, since an
      // unserved network answers every read with this notice
      const at = now()
      if (toastAt !== undefined && at - toastAt < TOKEN_BALANCE_RETRY_GATE) return
      toastAt = at
      toast.show({ variant: 'error', message: TOKEN_BALANCE_UNAVAILABLE_MESSAGE })
    },
    onEvent({ event, properties: { address, cursor } }) {
      events.emit({
        type: 'track',
        event,
        properties: {
          address,
          projectId: projectId ?? '',
          cursor,
          isSmartAccount: isSmartAccount(kit, 'eip155'),
        },
      })
    },
  }
}

// the data-service client of one kit: its project id, `st` and `sv`, and its reports
function createKitService(
  kit: Kit,
  options: ServiceOptions,
  { baseUrl, swapNetworks }: Pick<HostedDataParameters, 'baseUrl' | 'swapNetworks'>,
): DataService {
  const now = options.now ?? Date.now
  const created = createDataService({
    ...options,
    now,
    baseUrl: baseUrl ?? kit.options.endpoints.dataService,
    projectId: kit.options.projectId,
    swapChainIds: swapNetworks,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    ...createReports(kit, now),
  })
  if (!created.available)
    kit.log.warn('hostedData: no data service endpoint, so every read falls back to RPC')
  return created
}

// the DataSource methods, each a call to the service in the shape core reads; async, so
// that a missing service is a rejection like every other failure
function serviceMethods(use: () => DataService) {
  return {
    getTokenBalances: async (p) => use().getTokenBalances(p),
    getIdentity: async (p) => use().getIdentity(p),
    async getNamesForAddress(p) {
      return (await use().getNamesForAddress(p)).map(({ name }) => ({ name }))
    },
    async getTransactions(p) {
      const page = await use().getTransactions(p)
      return { data: page.data.map((t) => toTransactionRecord(t, p.network)), next: page.next }
    },
    async resolveName(p) {
      const profile = await use().resolveName(p)
      if (!profile) return undefined
      const avatar = profile.attributes.find((attribute) => attribute.avatar)?.avatar
      return { name: profile.name, address: profile.address, avatar }
    },
    getNameSuggestions: async (p) => use().getNameSuggestions(p),
    registerName: async (p) => use().registerName(p),
    getSwapTokens: async (p) => (await use().getSwapTokens(p)).tokens,
    getTokenPrices: async (p) => (await use().getTokenPrices(p)).fungibles,
    getSwapQuotes: async (p) => (await use().getSwapQuotes(p)).quotes,
    getSwapAllowance: async (p) => use().getSwapAllowance(p),
    getGasPrice: async (p) => use().getGasPrice(p),
    buildSwapTransaction: async (p) => (await use().buildSwapTransaction(p)).tx,
    buildApproveTransaction: async (p) => (await use().buildApproveTransaction(p)).tx,
    getOnrampOptions: async (p) => use().getOnrampOptions(p),
    getOnrampQuote: async (p) => use().getOnrampQuote(p),
    getOnrampUrl: async (p) => use().getOnrampUrl(p),
  } satisfies Omit<HostedData, 'service' | 'baseUrl' | 'setup' | 'swapNetworks'>
}

/**
 * Docs: /core/data/hostedData. The hosted data service as the kit's data source, built on
 * blockchain-api's client with the kit's project id, `st` and `sv`. It reports to the kit:
 * a balance read that fails or is not served on the network shows the 'Token Balance
 * Unavailable' error toast (at most once per 30 s), a response that maps to an alert shows it
 * (each once), and a failed history read records ERROR_FETCH_TRANSACTIONS. Adapters see it as
 * `ctx.dataSource`. Sites that do not pass it bundle none of it. One per kit.
 *
 * @example
 * const kit = createKit({ networks, adapters, projectId, dataSource: hostedData() })
 */
export function hostedData(parameters: HostedDataParameters = {}): HostedData {
  const { baseUrl, swapNetworks, ...options } = parameters
  let service: DataService | undefined
  function use(): DataService {
    if (!service) throw new ServiceUnavailableError({ service: 'data service' })
    return service
  }
  return {
    // swaps are checked before any request, so core's swap actions read the list too
    ...(swapNetworks && { swapNetworks }),
    get service() {
      return service
    },
    baseUrl,
    setup(kit) {
      // its toast, alerts and events belong to one kit
      if (service)
        throw new InvalidOptionsError({
          issues: ['dataSource: this hostedData() already serves another kit; make one per kit'],
        })
      const created = createKitService(kit, options, { baseUrl, swapNetworks })
      service = created
      return () => {
        if (service === created) service = undefined
      }
    },
    ...serviceMethods(use),
  }
}
