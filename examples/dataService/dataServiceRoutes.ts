import type { Route } from './route.js'
import { getBalance } from './routes/getBalance.js'
import { getBuildApprove } from './routes/getBuildApprove.js'
import { getConvertAllowance } from './routes/getConvertAllowance.js'
import { getConvertGasPrice } from './routes/getConvertGasPrice.js'
import { getConvertQuotes } from './routes/getConvertQuotes.js'
import { getConvertTokens } from './routes/getConvertTokens.js'
import { getHistory } from './routes/getHistory.js'
import { getIcon } from './routes/getIcon.js'
import { getIdentity } from './routes/getIdentity.js'
import { getNfts } from './routes/getNfts.js'
import { getOnrampOptions } from './routes/getOnrampOptions.js'
import { getProfileAccount } from './routes/getProfileAccount.js'
import { getProfileReverse } from './routes/getProfileReverse.js'
import { getProfileSuggestions } from './routes/getProfileSuggestions.js'
import { getSupportedChains } from './routes/getSupportedChains.js'
import { getOnrampPage, postOnrampPurchase } from './routes/onrampPage.js'
import { postBuildTransaction } from './routes/postBuildTransaction.js'
import { postFungiblePrice } from './routes/postFungiblePrice.js'
import { postOnrampQuote } from './routes/postOnrampQuote.js'
import { postOnrampUrl } from './routes/postOnrampUrl.js'
import { postProfileAccount } from './routes/postProfileAccount.js'

/**
 * The endpoints, as `METHOD /path/:param` (SPEC section 7's data-service table, plus the
 * local on-ramp provider's page, the icons, and an NFT list of the demo's own). The sessions
 * endpoints are not served.
 */
export const DATA_SERVICE_ROUTES: Readonly<Record<string, Route>> = {
  'GET /v1/supported-chains': getSupportedChains,
  'GET /v1/identity/:address': getIdentity,
  'GET /v1/account/:address/history': getHistory,
  'GET /v1/account/:address/balance': getBalance,
  // the demo's own NFT list: the hosted service has none
  'GET /v1/account/:address/nfts': getNfts,
  'GET /v1/convert/quotes': getConvertQuotes,
  'GET /v1/convert/tokens': getConvertTokens,
  'POST /v1/fungible/price': postFungiblePrice,
  'GET /v1/convert/allowance': getConvertAllowance,
  'GET /v1/convert/gas-price': getConvertGasPrice,
  'POST /v1/convert/build-transaction': postBuildTransaction,
  'GET /v1/convert/build-approve': getBuildApprove,
  'GET /v1/profile/account/:name': getProfileAccount,
  'GET /v1/profile/reverse/:address': getProfileReverse,
  'GET /v1/profile/suggestions/:name': getProfileSuggestions,
  'POST /v1/profile/account': postProfileAccount,
  'POST /v1/generators/onrampurl': postOnrampUrl,
  'GET /v1/onramp/options': getOnrampOptions,
  'POST /v1/onramp/quote': postOnrampQuote,
  'GET /onramp/buy': getOnrampPage,
  'POST /onramp/buy': postOnrampPurchase,
  'GET /icons/:file': getIcon,
}
