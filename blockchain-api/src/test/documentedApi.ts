import type { Handler, RecordedRequest, Reply } from './createTestServer.js'
import { arbitrum, bitcoin, mainnet, sepolia, solana } from './networks.js'

// the documented API of SPEC section 7, served by the test server: the data service at the
// root, the wallet explorer under /explorer and analytics under /analytics

export const PROJECT_ID = 'a01b2c3d4e5f60718293a4b5c6d7e8f9'
export const SDK = { sdkType: 'walletport', sdkVersion: 'js-0.0.0' } as const
export const ADDRESS = '0x1111111111111111111111111111111111111111'
export const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

export const SUPPORTED_CHAINS: { http: string[]; ws: string[] } = {
  http: [
    mainnet.caipNetworkId,
    arbitrum.caipNetworkId,
    sepolia.caipNetworkId,
    solana.caipNetworkId,
    bitcoin.caipNetworkId,
  ],
  ws: [mainnet.caipNetworkId],
}

export const IDENTITY = { name: 'alice.eth', avatar: 'https://img.test/alice.png' }

export const BALANCES = {
  balances: [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 3000.5,
      price: 3000.5,
      quantity: { decimals: '18', numeric: '1.0' },
      iconUrl: 'https://img.test/eth.png',
    },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: USDC,
      value: 12.5,
      price: 1,
      quantity: { decimals: '6', numeric: '12.5' },
      iconUrl: 'https://img.test/usdc.png',
    },
    {
      name: 'Free Airdrop',
      symbol: 'SCAM',
      chainId: 'eip155:1',
      address: 'eip155:1:0x2222222222222222222222222222222222222222',
      value: 0,
      price: 0,
      quantity: { decimals: '0', numeric: '1000' },
      iconUrl: '',
    },
  ],
}

const transfer = (spam: boolean | undefined) => ({
  nft_info:
    spam === undefined
      ? null
      : {
          name: 'Card',
          content: { preview: { url: 'https://img.test/nft.png' } },
          flags: { is_spam: spam },
        },
  fungible_info:
    spam === undefined
      ? { name: 'Ether', symbol: 'ETH', icon: { url: 'https://img.test/eth.png' } }
      : null,
  direction: 'in',
  quantity: { numeric: '1' },
})
const transaction = (id: string, chain: string, transfers: unknown[]) => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id.padStart(64, '0')}`,
    minedAt: '2025-01-01T00:00:00Z',
    sentFrom: '0x3333333333333333333333333333333333333333',
    sentTo: ADDRESS,
    status: 'confirmed',
    nonce: 1,
    chain,
  },
  transfers,
})

export const HISTORY_PAGE_1 = {
  data: [
    transaction('a1', 'eip155:1', [transfer(undefined)]),
    transaction('a2', 'eip155:1', [transfer(true), transfer(true)]),
    transaction('a3', 'eip155:42161', [transfer(undefined)]),
    transaction('a4', 'eip155:1', [transfer(true), transfer(false)]),
    transaction('a5', 'eip155:1', []),
  ],
  next: 'cursor-2',
}
export const HISTORY_PAGE_2 = {
  data: [transaction('b1', 'eip155:1', [transfer(undefined)])],
  next: null,
}

export const SWAP_QUOTES = {
  quotes: [
    {
      id: null,
      fromAmount: '1000000',
      fromAccount: USDC,
      toAmount: '330000000000000',
      toAccount: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    },
  ],
}
export const SWAP_TOKENS = {
  tokens: [
    {
      name: 'USD Coin',
      symbol: 'USDC',
      address: USDC,
      decimals: 6,
      logoUri: 'https://img.test/usdc.png',
      eip2612: true,
    },
  ],
}
export const TOKEN_PRICES = {
  fungibles: [{ name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://img.test/usdc.png', price: 1 }],
}
export const GAS_PRICE = { standard: '20000000000', fast: '25000000000', instant: '30000000000' }
export const SWAP_TRANSACTION = {
  tx: {
    from: ADDRESS,
    to: '0x4444444444444444444444444444444444444444',
    data: '0xdeadbeef',
    amount: '0',
    eip155: { gas: '210000', gasPrice: '20000000000' },
  },
}
export const APPROVE_TRANSACTION = {
  tx: {
    from: ADDRESS,
    to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    data: '0x095ea7b3',
    value: '0',
    eip155: { gas: '60000', gasPrice: '20000000000' },
  },
}
export const PROFILE = {
  name: 'alice.reown.id',
  registered: 1735689600,
  updated: 1735689600,
  addresses: {
    '60': { address: ADDRESS },
    '2147483658': { address: '0x5555555555555555555555555555555555555555' },
  },
  attributes: [{ avatar: 'https://img.test/alice.png', bio: 'hi' }],
}
export const NAME_SUGGESTIONS = {
  suggestions: [
    { name: 'alice1.reown.id', registered: false },
    { name: 'alice2.reown.id', registered: true },
  ],
}
export const ONRAMP_OPTIONS = {
  purchaseCurrencies: [
    {
      id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      ],
    },
  ],
  paymentCurrencies: [
    { id: 'GBP', payment_method_limits: [{ id: 'card', min: '5.00', max: '5000.00' }] },
  ],
}
export const ONRAMP_QUOTE = {
  paymentTotal: { amount: '100.00', currency: 'USD' },
  paymentSubtotal: { amount: '97.51', currency: 'USD' },
  purchaseAmount: { amount: '0.0325', currency: 'ETH' },
  coinbaseFee: { amount: '1.99', currency: 'USD' },
  networkFee: { amount: '0.50', currency: 'USD' },
  quoteId: 'quote-1',
}
export const SESSIONS = {
  pcis: [
    {
      pci: 'pci-1',
      expiry: 1767225600,
      createdAt: 1735689600,
      project: {
        id: 'p1',
        name: 'Demo',
        url: 'https://demo.test',
        iconUrl: 'https://img.test/d.png',
      },
      permissions: [{ type: 'contract-call' }],
    },
  ],
}
export const WALLETS = [
  {
    id: 'w1',
    name: 'Alpha Wallet',
    image_id: 'img-w1',
    rdns: 'io.alpha',
    chains: ['eip155:1'],
    badge_type: 'certified',
    mobile_link: 'alpha://',
    injected: [{ namespace: 'eip155', injected_id: 'isAlpha' }],
  },
  {
    id: 'w2',
    name: 'Beta Wallet',
    image_id: 'img-w2',
    chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    badge_type: 'none',
    injected: null,
  },
  {
    id: 'w3',
    name: 'Gamma',
    image_id: 'img-w3',
    chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    badge_type: 'certified',
  },
  {
    id: 'w4',
    name: 'Delta Wallet',
    chains: ['eip155:42161'],
    badge_type: 'none',
    homepage: 'https://delta.test',
  },
  { id: 'w5', name: 'Epsilon', chains: ['eip155:1'], badge_type: 'certified', desktop_link: null },
]

const json = (value: unknown, status = 200): Reply => ({ status, json: value })
const badRequest = (message: string): Reply => json({ message }, 400)

/** the service's own checks of the shared query: a known project id, st and sv */
function authed(handler: Handler): Handler {
  return (request, params) => {
    if (request.query.get('projectId') !== PROJECT_ID)
      return json({ message: 'Unauthorized: invalid key' }, 401)
    if (!request.query.get('st') || !request.query.get('sv'))
      return badRequest('st and sv are required')
    return handler(request, params)
  }
}

const required = (request: RecordedRequest, ...names: string[]) =>
  names.find((name) => !request.query.get(name))

const listed = (chainId: string | null) =>
  chainId !== null && SUPPORTED_CHAINS.http.includes(chainId)

export const DOCUMENTED_API: Record<string, Handler> = {
  'GET /v1/supported-chains': authed(() => json(SUPPORTED_CHAINS)),
  'GET /v1/identity/:address': authed((_, { address }) =>
    address?.toLowerCase() === ADDRESS.toLowerCase()
      ? json(IDENTITY)
      : json({ name: null, avatar: null }),
  ),
  'GET /v1/account/:address/history': authed((request) => {
    if (!listed(request.query.get('chainId'))) return badRequest('chainId is required')
    return json(request.query.get('cursor') === 'cursor-2' ? HISTORY_PAGE_2 : HISTORY_PAGE_1)
  }),
  'GET /v1/convert/quotes': authed((request) => {
    const missing = required(request, 'amount', 'userAddress', 'from', 'to', 'gasPrice')
    return missing ? badRequest(`${missing} is required`) : json(SWAP_QUOTES)
  }),
  'GET /v1/convert/tokens': authed((request) =>
    listed(request.query.get('chainId')) ? json(SWAP_TOKENS) : badRequest('chainId is required'),
  ),
  'POST /v1/fungible/price': authed((request) => {
    const body = request.json
    if (typeof body !== 'object' || body === null) return badRequest('body is required')
    if (Reflect.get(body, 'currency') !== 'usd' || !Array.isArray(Reflect.get(body, 'addresses')))
      return badRequest('currency and addresses are required')
    return json(TOKEN_PRICES)
  }),
  'GET /v1/convert/allowance': authed((request) => {
    const missing = required(request, 'tokenAddress', 'userAddress')
    return missing ? badRequest(`${missing} is required`) : json({ allowance: '1000000' })
  }),
  'GET /v1/convert/gas-price': authed((request) =>
    listed(request.query.get('chainId')) ? json(GAS_PRICE) : badRequest('chainId is required'),
  ),
  'POST /v1/convert/build-transaction': authed((request) => {
    const body = request.json
    if (typeof body !== 'object' || body === null) return badRequest('body is required')
    for (const key of [
      'amount',
      'eip155',
      'projectId',
      'from',
      'to',
      'userAddress',
      'disableEstimate',
    ])
      if (!(key in body)) return badRequest(`${key} is required`)
    return json(SWAP_TRANSACTION)
  }),
  'GET /v1/convert/build-approve': authed((request) => {
    const missing = required(request, 'userAddress', 'from', 'to')
    return missing ? badRequest(`${missing} is required`) : json(APPROVE_TRANSACTION)
  }),
  'GET /v1/account/:address/balance': authed((request) => {
    if (request.query.get('currency') !== 'usd') return badRequest('currency must be usd')
    if (!listed(request.query.get('chainId'))) return badRequest('chainId is required')
    return json(BALANCES)
  }),
  'GET /v1/profile/account/:name': authed((request, { name }) => {
    if (request.query.get('apiVersion') !== '2') return badRequest('apiVersion must be 2')
    return name === PROFILE.name ? json(PROFILE) : json({ message: 'Name not found' }, 404)
  }),
  'GET /v1/profile/reverse/:address': authed((_, { address }) =>
    json(address?.toLowerCase() === ADDRESS.toLowerCase() ? [PROFILE] : []),
  ),
  'GET /v1/profile/suggestions/:name': authed((request) =>
    request.query.get('zone') ? json(NAME_SUGGESTIONS) : badRequest('zone is required'),
  ),
  'POST /v1/profile/account': authed((request) => {
    const body = request.json
    if (typeof body !== 'object' || body === null) return badRequest('body is required')
    for (const key of ['coin_type', 'address', 'message', 'signature'])
      if (!(key in body)) return badRequest(`${key} is required`)
    return json({ success: true })
  }),
  'POST /v1/generators/onrampurl': authed((request) => {
    const body = request.json
    if (typeof body !== 'object' || body === null) return badRequest('body is required')
    if (Reflect.get(body, 'defaultExperience') !== 'buy') return badRequest('defaultExperience')
    return json({ url: 'https://pay.test/buy?session=1' })
  }),
  'GET /v1/onramp/options': authed(() => json(ONRAMP_OPTIONS)),
  'POST /v1/onramp/quote': authed((request) => {
    const body = request.json
    if (typeof body !== 'object' || body === null) return badRequest('body is required')
    for (const key of ['purchaseCurrency', 'paymentCurrency', 'amount', 'network'])
      if (!(key in body)) return badRequest(`${key} is required`)
    return json(ONRAMP_QUOTE)
  }),
  'GET /v1/sessions/:address': authed(() => json(SESSIONS)),
  'POST /v1/sessions/:address/revoke': authed((request) => {
    const body = request.json
    if (typeof body !== 'object' || body === null || !('pci' in body) || !('signature' in body))
      return badRequest('pci and signature are required')
    return { status: 200, body: 'ok' }
  }),
  'GET /explorer/getWallets': authed((request) => {
    const missing = required(request, 'page', 'entries')
    if (missing) return badRequest(`${missing} is required`)
    const split = (name: string) => request.query.get(name)?.split(',')
    const include = split('include')
    const exclude = split('exclude') ?? []
    const chains = split('chains')
    const search = request.query.get('search')?.toLowerCase()
    const badge = request.query.get('badge_type')
    const matching = WALLETS.filter(
      (wallet) =>
        (!include || include.includes(wallet.id)) &&
        !exclude.includes(wallet.id) &&
        (!chains || chains.some((chain) => wallet.chains.includes(chain))) &&
        (!search || wallet.name.toLowerCase().includes(search)) &&
        (!badge || wallet.badge_type === badge),
    )
    const page = Number(request.query.get('page'))
    const entries = Number(request.query.get('entries'))
    return json({
      data: matching.slice((page - 1) * entries, page * entries),
      count: matching.length,
    })
  }),
  'GET /explorer/getWalletImage/:id': authed(() => ({
    status: 200,
    body: 'PNG',
    headers: { 'content-type': 'image/png' },
  })),
  'GET /explorer/getAnalyticsConfig': authed(() => json({ isAnalyticsEnabled: true })),
  'POST /analytics/e': authed((request) => {
    const body = request.json
    if (typeof body !== 'object' || body === null) return badRequest('body is required')
    for (const key of ['eventId', 'url', 'domain', 'timestamp', 'props'])
      if (!(key in body)) return badRequest(`${key} is required`)
    return { status: 202, body: 'accepted' }
  }),
}
