import {
  createTestServer,
  DOCUMENTED_API,
  type Handler,
  ONRAMP_QUOTE,
  type TestServer,
  USDC,
} from '@walletport/blockchain-api/test'

const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const token = (symbol: string, name: string, address: string, decimals: number) => ({
  name,
  symbol,
  address,
  decimals,
  logoUri: `https://img.test/${symbol.toLowerCase()}.png`,
  eip2612: false,
})

/**
 * The swap tokens of mainnet: the native currency (which the documented quote buys) and
 * three popular tokens, so that Swap preselects and lists as it does on a real network.
 */
const SWAP_TOKENS = {
  tokens: [
    token('ETH', 'Ether', NATIVE, 18),
    token('USDC', 'USD Coin', USDC, 6),
    token('USDT', 'Tether USD', 'eip155:1:0xdAC17F958D2ee523a2206206994597C13D831ec7', 6),
    token('DAI', 'Dai Stablecoin', 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F', 18),
  ],
}
/** fixed USD prices, by symbol as the service answers them */
const PRICES = { ETH: 3000.5, USDC: 1, USDT: 1, DAI: 0.9998 }

const tokens: Handler = () => ({ json: SWAP_TOKENS })
const prices: Handler = () => ({
  json: {
    fungibles: Object.entries(PRICES).map(([symbol, price]) => ({
      name: symbol,
      symbol,
      iconUrl: `https://img.test/${symbol.toLowerCase()}.png`,
      price,
    })),
  },
})

// the documented quote's fiat amounts are in USD whatever is paid with (the options offer
// GBP): here they are in the currency asked for, as a provider answers
const onrampQuote: Handler = async (request, params) => {
  const reply = await (DOCUMENTED_API['POST /v1/onramp/quote'] as Handler)(request, params)
  const paid: unknown = Reflect.get(Object(request.json), 'paymentCurrency')
  if ((reply.status ?? 200) !== 200 || typeof paid !== 'string') return reply
  const quote = Object.fromEntries(
    Object.entries(ONRAMP_QUOTE).map(([key, value]) => [
      key,
      typeof value === 'object' && value.currency === 'USD' ? { ...value, currency: paid } : value,
    ]),
  )
  return { json: quote }
}

// the gallery page is another origin: every answer allows it, and each path answers the
// browser's preflight
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
}

function withCors(routes: Record<string, Handler>): Record<string, Handler> {
  const answered: Record<string, Handler> = {}
  for (const [key, handler] of Object.entries(routes)) {
    const [, path = ''] = key.split(' ')
    answered[key] = async (request, params) => {
      const reply = await handler(request, params)
      return { ...reply, headers: { ...reply.headers, ...CORS } }
    }
    answered[`OPTIONS ${path}`] = () => ({ status: 204, headers: CORS })
  }
  return answered
}

/**
 * Docs: /examples/test. The data service of the screen gallery: blockchain-api's local server
 * speaking the documented API with its fixed answers (balances, quotes, on-ramp options,
 * names, the wallet explorer), with a fuller swap token list and price table, so that every
 * view that reads the service draws the same pixels on every run.
 */
export function startGalleryDataService(): Promise<TestServer> {
  return createTestServer(
    withCors({
      ...DOCUMENTED_API,
      'GET /v1/convert/tokens': tokens,
      'POST /v1/fungible/price': prices,
      'POST /v1/onramp/quote': onrampQuote,
    }),
  )
}
