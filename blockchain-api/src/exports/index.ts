export {
  type Analytics,
  type CreateAnalyticsOptions,
  createAnalytics,
} from '../analytics/createAnalytics.js'
export {
  type AnalyticsEventProps,
  SEND_EVENT_ENDPOINT,
  type SendEventErrorType,
  type SendEventParameters,
  type SendEventReturnType,
} from '../analytics/sendEvent.js'
export {
  BALANCE_CACHE_TIME,
  DEFAULT_REQUEST_TIMEOUT,
  FALLBACK_ONRAMP_OPTIONS,
  FEATURE_NAMESPACES,
  IDENTITY_CACHE_TIME,
  NAME_CACHE_TIME,
  NAME_SUGGESTIONS_ZONE,
  NATIVE_BALANCE_CACHE_TIME,
  QUERY_RETRY,
  RETRY_STATUS_CODES,
  SWAP_NETWORK_IDS,
  SWAP_SLIPPAGE,
  TOKEN_BALANCE_RETRY_GATE,
} from '../constants.js'
export {
  type ApproveTransaction,
  ApproveTransactionSchema,
  BUILD_APPROVE_TRANSACTION_ENDPOINT,
  type BuildApproveTransactionErrorType,
  type BuildApproveTransactionParameters,
  type BuildApproveTransactionReturnType,
} from '../dataService/buildApproveTransaction.js'
export {
  BUILD_SWAP_TRANSACTION_ENDPOINT,
  type BuildSwapTransactionErrorType,
  type BuildSwapTransactionParameters,
  type BuildSwapTransactionReturnType,
  type SwapTransaction,
  SwapTransactionSchema,
} from '../dataService/buildSwapTransaction.js'
export {
  type CreateDataServiceOptions,
  createDataService,
  type DataService,
} from '../dataService/createDataService.js'
export { filterTransactions } from '../dataService/filterTransactions.js'
export {
  GAS_PRICE_ENDPOINT,
  type GasPrice,
  GasPriceSchema,
  type GetGasPriceErrorType,
  type GetGasPriceParameters,
  type GetGasPriceReturnType,
} from '../dataService/getGasPrice.js'
export {
  type GetIdentityErrorType,
  type GetIdentityParameters,
  type GetIdentityReturnType,
  IDENTITY_ENDPOINT,
  type Identity,
  IdentitySchema,
} from '../dataService/getIdentity.js'
export {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  NAME_SUGGESTIONS_ENDPOINT,
  type NameSuggestion,
  NameSuggestionsSchema,
} from '../dataService/getNameSuggestions.js'
export {
  type GetNamesForAddressErrorType,
  type GetNamesForAddressParameters,
  type GetNamesForAddressReturnType,
  NAMES_FOR_ADDRESS_ENDPOINT,
  ProfileNamesSchema,
} from '../dataService/getNamesForAddress.js'
export type {
  GetNativeBalanceErrorType,
  GetNativeBalanceParameters,
  GetNativeBalanceReturnType,
} from '../dataService/getNativeBalance.js'
export {
  type GetOnrampOptionsErrorType,
  type GetOnrampOptionsParameters,
  type GetOnrampOptionsReturnType,
  ONRAMP_OPTIONS_ENDPOINT,
  type OnrampOptions,
  OnrampOptionsSchema,
} from '../dataService/getOnrampOptions.js'
export {
  type GetOnrampQuoteErrorType,
  type GetOnrampQuoteParameters,
  type GetOnrampQuoteReturnType,
  getFallbackQuote,
  ONRAMP_QUOTE_ENDPOINT,
  type OnrampQuote,
  OnrampQuoteSchema,
} from '../dataService/getOnrampQuote.js'
export {
  type GetOnrampUrlErrorType,
  type GetOnrampUrlParameters,
  type GetOnrampUrlReturnType,
  ONRAMP_URL_ENDPOINT,
  type OnrampDestinationWallet,
  type OnrampUrl,
  OnrampUrlSchema,
} from '../dataService/getOnrampUrl.js'
export {
  type GetSessionsErrorType,
  type GetSessionsParameters,
  type GetSessionsReturnType,
  SESSIONS_ENDPOINT,
  type Sessions,
  SessionsSchema,
} from '../dataService/getSessions.js'
export {
  type GetSupportedChainsParameters,
  type GetSupportedChainsReturnType,
  SUPPORTED_CHAINS_ENDPOINT,
  type SupportedChains,
  SupportedChainsSchema,
} from '../dataService/getSupportedChains.js'
export {
  type GetSwapAllowanceErrorType,
  type GetSwapAllowanceParameters,
  type GetSwapAllowanceReturnType,
  SWAP_ALLOWANCE_ENDPOINT,
  type SwapAllowance,
  SwapAllowanceSchema,
} from '../dataService/getSwapAllowance.js'
export {
  type GetSwapQuotesErrorType,
  type GetSwapQuotesParameters,
  type GetSwapQuotesReturnType,
  SWAP_QUOTES_ENDPOINT,
  type SwapQuotes,
  SwapQuotesSchema,
} from '../dataService/getSwapQuotes.js'
export {
  type GetSwapTokensErrorType,
  type GetSwapTokensParameters,
  type GetSwapTokensReturnType,
  SWAP_TOKENS_ENDPOINT,
  type SwapTokens,
  SwapTokensSchema,
} from '../dataService/getSwapTokens.js'
export {
  type GetTokenBalancesErrorType,
  type GetTokenBalancesParameters,
  type GetTokenBalancesReturnType,
  TOKEN_BALANCES_ENDPOINT,
  type TokenBalances,
  TokenBalancesSchema,
} from '../dataService/getTokenBalances.js'
export {
  type GetTokenPricesErrorType,
  type GetTokenPricesParameters,
  type GetTokenPricesReturnType,
  TOKEN_PRICES_ENDPOINT,
  type TokenPrices,
  TokenPricesSchema,
} from '../dataService/getTokenPrices.js'
export {
  type GetTransactionsErrorType,
  type GetTransactionsParameters,
  type GetTransactionsReturnType,
  TRANSACTIONS_ENDPOINT,
  type TransactionsResponse,
  TransactionsResponseSchema,
} from '../dataService/getTransactions.js'
export { type ProfileName, ProfileNameSchema } from '../dataService/ProfileNameSchema.js'
export {
  REGISTER_NAME_ENDPOINT,
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameResponse,
  RegisterNameResponseSchema,
  type RegisterNameReturnType,
} from '../dataService/registerName.js'
export {
  RESOLVE_NAME_ENDPOINT,
  type ResolveNameErrorType,
  type ResolveNameParameters,
  type ResolveNameReturnType,
} from '../dataService/resolveName.js'
export {
  REVOKE_SESSION_ENDPOINT,
  type RevokeSessionErrorType,
  type RevokeSessionParameters,
  type RevokeSessionReturnType,
} from '../dataService/revokeSession.js'
export {
  dropLowQualityTokens,
  type TokenBalance,
  TokenBalanceSchema,
} from '../dataService/TokenBalanceSchema.js'
export {
  type Transaction,
  TransactionSchema,
  type Transfer,
  TransferSchema,
} from '../dataService/TransactionSchema.js'
export type { DataServiceEvent, Feature, NetworkRef } from '../dataService/types.js'
export { ALERTS, type Alert, type AlertCode, getAlertForMessage } from '../errors/alerts.js'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/BaseError.js'
export { getErrorAlert } from '../errors/getErrorAlert.js'
export {
  AddressNamesError,
  type AddressNamesErrorType,
  NameRegistrationError,
  type NameRegistrationErrorType,
  NameResolutionError,
  type NameResolutionErrorType,
  NameSuggestionsError,
  type NameSuggestionsErrorType,
} from '../errors/names.js'
export {
  HttpStatusError,
  type HttpStatusErrorType,
  InvalidPathParameterError,
  type InvalidPathParameterErrorType,
  NetworkRequestFailedError,
  type NetworkRequestFailedErrorType,
  RequestAbortedError,
  type RequestAbortedErrorType,
  type RequestErrorType,
  RequestTimeoutError,
  type RequestTimeoutErrorType,
} from '../errors/request.js'
export { InvalidResponseError, type InvalidResponseErrorType } from '../errors/response.js'
export {
  InvalidBaseUrlError,
  type InvalidBaseUrlErrorType,
  NetworkNotSupportedError,
  type NetworkNotSupportedErrorType,
  type ServiceName,
  ServiceUnavailableError,
  type ServiceUnavailableErrorType,
} from '../errors/service.js'
export { FetchTransactionsError, type FetchTransactionsErrorType } from '../errors/transactions.js'
export type { RetryOptions } from '../http/getRetryDelay.js'
export type { ServiceOptions } from '../http/ServiceOptions.js'
export type { Sleep } from '../http/sleep.js'
export {
  isWalletAssets,
  parseWalletAssets,
  WALLET_ASSETS_ENDPOINT,
  type WalletAsset,
  WalletAssetSchema,
  type WalletAssets,
  WalletAssetsSchema,
} from '../walletAssets/parseWalletAssets.js'
export { walletAssetsToTokenBalances } from '../walletAssets/walletAssetsToTokenBalances.js'
export {
  type CreateWalletExplorerOptions,
  createWalletExplorer,
  type WalletExplorer,
} from '../walletExplorer/createWalletExplorer.js'
export {
  ANALYTICS_CONFIG_ENDPOINT,
  type AnalyticsConfig,
  AnalyticsConfigSchema,
  type GetAnalyticsConfigErrorType,
  type GetAnalyticsConfigParameters,
  type GetAnalyticsConfigReturnType,
} from '../walletExplorer/getAnalyticsConfig.js'
export {
  type GetWalletsErrorType,
  type GetWalletsParameters,
  type GetWalletsReturnType,
  WALLETS_ENDPOINT,
  type Wallet,
  WalletSchema,
  type Wallets,
  WalletsSchema,
} from '../walletExplorer/getWallets.js'
