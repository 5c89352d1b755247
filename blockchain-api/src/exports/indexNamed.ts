// The names this package re-exports under a name or as a subset of their module: a
// module of their own, so the main barrel (index.ts) has only `export *` lines. esbuild's
// code splitting pulls every target of a named re-export into the chunks a page loads
// first, even those only lazy code uses; `export *` targets bind directly to their users.
export {
  type AnalyticsEventProps,
  SEND_EVENT_ENDPOINT,
  type SendEventErrorType,
  type SendEventParameters,
  type SendEventReturnType,
} from '../analytics/sendEvent.js'
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
