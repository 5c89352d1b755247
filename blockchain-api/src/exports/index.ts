// only `export *` lines (and type exports) here: see indexNamed.ts for why

export * from '../analytics/createAnalytics.js'
export * from '../constants.js'
export * from '../dataService/createDataService.js'
export * from '../dataService/filterTransactions.js'
export type {
  GetNativeBalanceErrorType,
  GetNativeBalanceParameters,
  GetNativeBalanceReturnType,
} from '../dataService/getNativeBalance.js'
export * from '../dataService/ProfileNameSchema.js'
export * from '../dataService/TokenBalanceSchema.js'
export * from '../dataService/TransactionSchema.js'
export type { DataServiceEvent, Feature, NetworkRef } from '../dataService/types.js'
export * from '../errors/alerts.js'
export * from '../errors/BaseError.js'
export * from '../errors/getErrorAlert.js'
export * from '../errors/names.js'
export * from '../errors/request.js'
export * from '../errors/response.js'
export * from '../errors/service.js'
export * from '../errors/transactions.js'
export type { RetryOptions } from '../http/getRetryDelay.js'
export * from '../http/parseRetryAfter.js'
export type { ServiceOptions } from '../http/ServiceOptions.js'
export * from '../http/settleBy.js'
export type { Sleep } from '../http/sleep.js'
export * from '../walletAssets/parseWalletAssets.js'
export * from '../walletAssets/walletAssetsToTokenBalances.js'
export * from '../walletExplorer/createWalletExplorer.js'
export * from './indexNamed.js'
