// the public API of @walletport/core/query (query and mutation statuses,
// retry and garbage collection, on @tanstack/query-core); query.test.ts pins the list
export {
  TokenBalanceNotFoundError,
  type TokenBalanceNotFoundErrorType,
} from '../errors/query.js'
export {
  type BalanceQueryParameters,
  balanceQueryOptions,
} from '../query/balanceQueryOptions.js'
export { createMutation, type KitMutation } from '../query/createMutation.js'
export { createQuery, type KitQuery } from '../query/createQuery.js'
export { getQueryClient } from '../query/getQueryClient.js'
export { historyQueryOptions } from '../query/historyQueryOptions.js'
export {
  type NameSuggestionsQueryParameters,
  nameSuggestionsQueryOptions,
} from '../query/nameSuggestionsQueryOptions.js'
export { onrampQuoteQueryOptions } from '../query/onrampQuoteQueryOptions.js'
export { queryRetryDelay } from '../query/queryRetryDelay.js'
export { type ReadBalanceErrorType, readBalance } from '../query/readBalance.js'
export {
  type ReceiptQueryParameters,
  receiptQueryOptions,
} from '../query/receiptQueryOptions.js'
export { registerAccountNameMutationOptions } from '../query/registerAccountNameMutationOptions.js'
export { sendTransactionMutationOptions } from '../query/sendTransactionMutationOptions.js'
export { shouldRetryQuery } from '../query/shouldRetryQuery.js'
export { signMessageMutationOptions } from '../query/signMessageMutationOptions.js'
export { swapQuoteQueryOptions } from '../query/swapQuoteQueryOptions.js'
export { switchNetworkMutationOptions } from '../query/switchNetworkMutationOptions.js'
export { tokenBalancesQueryOptions } from '../query/tokenBalancesQueryOptions.js'
export type {
  FetchStatus,
  KitMutationOptions,
  KitQueryOptions,
  MutationResult,
  MutationStatus,
  QueryResult,
  QueryStatus,
} from '../query/types.js'
export { writeContractMutationOptions } from '../query/writeContractMutationOptions.js'
