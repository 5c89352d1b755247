import type * as v from 'valibot'
import { ApproveTransactionSchema } from '../dataService/buildApproveTransaction.js'
import { SwapTransactionSchema } from '../dataService/buildSwapTransaction.js'
import { GasPriceSchema } from '../dataService/getGasPrice.js'
import { IdentitySchema } from '../dataService/getIdentity.js'
import { NameSuggestionsSchema } from '../dataService/getNameSuggestions.js'
import { ProfileNamesSchema } from '../dataService/getNamesForAddress.js'
import { OnrampOptionsSchema } from '../dataService/getOnrampOptions.js'
import { OnrampQuoteSchema } from '../dataService/getOnrampQuote.js'
import { OnrampUrlSchema } from '../dataService/getOnrampUrl.js'
import { SessionsSchema } from '../dataService/getSessions.js'
import { SupportedChainsSchema } from '../dataService/getSupportedChains.js'
import { SwapAllowanceSchema } from '../dataService/getSwapAllowance.js'
import { SwapQuotesSchema } from '../dataService/getSwapQuotes.js'
import { SwapTokensSchema } from '../dataService/getSwapTokens.js'
import { TokenBalancesSchema } from '../dataService/getTokenBalances.js'
import { TokenPricesSchema } from '../dataService/getTokenPrices.js'
import { TransactionsResponseSchema } from '../dataService/getTransactions.js'
import { ProfileNameSchema } from '../dataService/ProfileNameSchema.js'
import { RegisterNameResponseSchema } from '../dataService/registerName.js'
import { WalletAssetsSchema } from '../walletAssets/parseWalletAssets.js'
import { AnalyticsConfigSchema } from '../walletExplorer/getAnalyticsConfig.js'
import { WalletsSchema } from '../walletExplorer/getWallets.js'
import * as api from './documentedApi.js'

/** every response schema of the package, with a valid body of the documented API */
export const SCHEMAS: [string, v.GenericSchema, unknown][] = [
  ['supported chains', SupportedChainsSchema, api.SUPPORTED_CHAINS],
  ['identity', IdentitySchema, api.IDENTITY],
  ['history', TransactionsResponseSchema, api.HISTORY_PAGE_1],
  ['swap quotes', SwapQuotesSchema, api.SWAP_QUOTES],
  ['swap tokens', SwapTokensSchema, api.SWAP_TOKENS],
  ['fungible price', TokenPricesSchema, api.TOKEN_PRICES],
  ['allowance', SwapAllowanceSchema, { allowance: '1' }],
  ['gas price', GasPriceSchema, api.GAS_PRICE],
  ['build transaction', SwapTransactionSchema, api.SWAP_TRANSACTION],
  ['build approve', ApproveTransactionSchema, api.APPROVE_TRANSACTION],
  ['balance', TokenBalancesSchema, api.BALANCES],
  ['profile account', ProfileNameSchema, api.PROFILE],
  ['profile reverse', ProfileNamesSchema, [api.PROFILE]],
  ['profile suggestions', NameSuggestionsSchema, api.NAME_SUGGESTIONS],
  ['profile register', RegisterNameResponseSchema, { success: true }],
  ['onramp url', OnrampUrlSchema, { url: 'https://pay.test/x' }],
  ['onramp options', OnrampOptionsSchema, api.ONRAMP_OPTIONS],
  ['onramp quote', OnrampQuoteSchema, api.ONRAMP_QUOTE],
  ['sessions', SessionsSchema, api.SESSIONS],
  ['wallets', WalletsSchema, { data: api.WALLETS, count: api.WALLETS.length }],
  ['analytics config', AnalyticsConfigSchema, { isAnalyticsEnabled: false }],
  ['wallet assets', WalletAssetsSchema, { '0x1': [] }],
]
