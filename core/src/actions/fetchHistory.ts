import { FetchTransactionsError, RequestAbortedError } from '@walletport/blockchain-api'
import type { BaseErrorType } from '../errors/base.js'
import type {
  DataSourceMethodMissingErrorType,
  FetchTransactionsErrorType,
} from '../errors/features.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../errors/kit.js'
import { ensureFeatureStores } from '../features/featureStores.js'
import { FETCH_TRANSACTIONS_FAILED_MESSAGE } from '../features/messages.js'
import { getAccountKey, requireAccount } from '../features/requireAccount.js'
import { requireDataSource } from '../features/requireDataSource.js'
import type { Kit } from '../kit/types.js'
import { isSmartAccount } from '../siwx/isSmartAccount.js'
import type { TransactionsState } from '../stores/createTransactionsState.js'
import { filterSpamTransactions } from '../utils/filterSpamTransactions.js'
import { filterTransactionsByNetwork } from '../utils/filterTransactionsByNetwork.js'

export type FetchHistoryParameters = {
  /** loads the page after the ones shown (at `$transactions.next`); the first page otherwise */
  next?: boolean
  signal?: AbortSignal
}
export type FetchHistoryReturnType = TransactionsState
export type FetchHistoryErrorType =
  | FetchTransactionsErrorType
  | DataSourceMethodMissingErrorType
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/fetchHistory. Reads the account's history on the active network
 * into `$transactions`: loading, then a page appended with the cursor of
 * the next one, empty when there is nothing. Transactions of other networks and those made
 * only of spam are left out. A failure leaves the list empty with no cursor, shows 'Failed to
 * fetch transactions', records ERROR_FETCH_TRANSACTIONS and throws FetchTransactionsError.
 * The list follows the account: a page read for another account or network is dropped.
 */
export async function fetchHistory(
  kit: Kit,
  { next, signal }: FetchHistoryParameters = {},
): Promise<FetchHistoryReturnType> {
  const { address, network, namespace, key } = requireAccount(kit)
  const source = requireDataSource(kit, 'getTransactions')
  const { transactions, toast, events } = kit._internal
  const stores = ensureFeatureStores(kit)
  const sameList = stores.historyKey === key
  const cursor = next && sameList ? transactions.$transactions.get().next : undefined
  // nothing after the last page
  if (next && sameList && cursor === undefined) return transactions.$transactions.get()
  if (!cursor) transactions.reset()
  stores.historyKey = key
  transactions.start()
  try {
    const page = await source.getTransactions({ address, network, cursor, signal })
    if (getAccountKey(kit) !== key || stores.historyKey !== key)
      return transactions.$transactions.get()
    const shown = filterSpamTransactions(filterTransactionsByNetwork(page.data, network))
    transactions.succeed({ transactions: shown, next: page.next })
    return transactions.$transactions.get()
  } catch (cause) {
    if (signal?.aborted || cause instanceof RequestAbortedError) {
      // an abandoned read leaves the list as it was, not loading
      if (getAccountKey(kit) === key && stores.historyKey === key) {
        if (cursor) transactions.succeed({ transactions: [], next: cursor })
        else transactions.reset()
      }
      throw cause
    }
    if (getAccountKey(kit) === key) transactions.fail()
    toast.show({ variant: 'error', message: FETCH_TRANSACTIONS_FAILED_MESSAGE })
    // the hosted data service records the event itself when its own read fails
    if (!(cause instanceof FetchTransactionsError))
      events.emit({
        type: 'track',
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: {
          address,
          projectId: kit.options.projectId ?? '',
          cursor,
          isSmartAccount: isSmartAccount(kit, namespace),
        },
      })
    throw cause instanceof FetchTransactionsError ? cause : new FetchTransactionsError({ cause })
  }
}
