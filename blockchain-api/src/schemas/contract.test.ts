// Recorded example bodies in the hosted services' own shapes (SHAPES.md gives the source of
// each), parsed by our schemas: every one must give data, with extra fields ignored, numbers
// as numbers or numeric strings, and a bad list row dropped while the rest are kept.
import * as v from 'valibot'
import { afterAll, afterEach, expect, test } from 'vitest'
import { ApproveTransactionSchema } from '../dataService/buildApproveTransaction.js'
import { SwapTransactionSchema } from '../dataService/buildSwapTransaction.js'
import { GasPriceSchema } from '../dataService/getGasPrice.js'
import { NameSuggestionsSchema } from '../dataService/getNameSuggestions.js'
import { ProfileNamesSchema } from '../dataService/getNamesForAddress.js'
import { OnrampOptionsSchema } from '../dataService/getOnrampOptions.js'
import { OnrampQuoteSchema } from '../dataService/getOnrampQuote.js'
import { SessionsSchema } from '../dataService/getSessions.js'
import { SwapAllowanceSchema } from '../dataService/getSwapAllowance.js'
import { SwapQuotesSchema } from '../dataService/getSwapQuotes.js'
import { SwapTokensSchema } from '../dataService/getSwapTokens.js'
import { TokenBalancesSchema } from '../dataService/getTokenBalances.js'
import { TokenPricesSchema } from '../dataService/getTokenPrices.js'
import { TransactionsResponseSchema } from '../dataService/getTransactions.js'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, DOCUMENTED_API } from '../test/documentedApi.js'
import { mainnet } from '../test/networks.js'
import { testDataService } from '../test/setup.js'
import { WalletsSchema } from '../walletExplorer/getWallets.js'
import { DROPPED_ROWS } from './rowsOf.js'

const user = '0x1111111111111111111111111111111111111111'
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** the bodies, as the service sends them */
const RECORDED = {
  gasPrice: { standard: '12000000000', fast: 15000000000, instant: '18000000000', unit: 'wei' },
  buildTransaction: {
    tx: {
      from: `eip155:1:${user}`,
      to: 'eip155:1:0x1111111254eeb25477b68fb85ed929f73a960582',
      data: '0x12aa3caf',
      amount: '1000000',
      eip155: { gas: '180000', gasPrice: 15000000000 },
    },
  },
  buildApprove: {
    tx: {
      from: `eip155:1:${user}`,
      to: usdc,
      data: '0x095ea7b3',
      value: '0',
      eip155: { gas: 55000, gasPrice: '15000000000' },
    },
  },
  buildApproveNoGas: {
    tx: { from: user, to: usdc, data: '0x095ea7b3', value: '0', eip155: { gasPrice: '1' } },
  },
  balances: {
    balances: [
      {
        name: 'Ethereum',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 3052.21,
        price: '3052.21',
        quantity: { decimals: '18', numeric: '1.0' },
        iconUrl: 'https://token-icons.test/eth.png',
      },
      // no chainId, no value: both optional on the service
      {
        name: 'USD Coin',
        symbol: 'USDC',
        address: usdc,
        price: 1,
        quantity: { decimals: 6, numeric: 25.5 },
        iconUrl: 'https://token-icons.test/usdc.png',
        extra: { anything: true },
      },
      // one malformed row: it alone is dropped
      { name: 'Broken', symbol: 'BRK', price: 'n/a', quantity: {} },
    ],
  },
  onrampOptions: {
    purchaseCurrencies: [
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [
          { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xa0b8' },
        ],
      },
    ],
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: 7500 }] },
      { id: 'BAD' },
    ],
  },
  onrampQuote: {
    paymentTotal: { amount: '100.00', currency: 'USD' },
    paymentSubtotal: { amount: '97.51', currency: 'USD' },
    purchaseAmount: { amount: '97.5', currency: 'USDC' },
    networkFee: { amount: '0.49', currency: 'USD' },
    quoteId: 'q-1',
  },
  reverse: [
    {
      name: 'alice.reown.id',
      registered: 1_700_000_000,
      updated: '1700000001',
      addresses: { '60': { address: user, created: '1700000000' } },
      attributes: [{ avatar: 'https://img.test/a.png' }],
    },
    { name: 42 },
  ],
  suggestions: { suggestions: [{ name: 'alice', registered: true }, { registered: false }] },
  sessions: { pcis: [{ pci: 'p1', expiry: '1800000000', project: { id: 'x' } }, { expiry: 1 }] },
  allowance: { allowance: 0 },
  tokens: {
    tokens: [
      { name: 'USD Coin', symbol: 'USDC', address: usdc, decimals: '6', logoUri: 'https://l/u' },
      { name: 'No decimals', symbol: 'ND', address: usdc, logoUri: 'https://l/n' },
    ],
  },
  quotes: {
    quotes: [
      { id: null, fromAmount: 1000000, fromAccount: user, toAmount: '999', toAccount: user },
    ],
  },
  prices: {
    fungibles: [{ name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://l/u', price: '1.0001' }],
  },
  // the server's HistoryTransaction: nft_info with optional name and content, preview and
  // detail each { url, content_type? }; value and price optional numbers
  history: {
    data: [
      {
        id: 't1',
        metadata: {
          operationType: 'mint',
          hash: `0x${'ab'.repeat(32)}`,
          minedAt: '2025-03-01T10:00:00Z',
          sentFrom: '0x0000000000000000000000000000000000000000',
          sentTo: user,
          status: 'confirmed',
          nonce: 4,
          chain: 'eip155:1',
        },
        transfers: [
          {
            fungible_info: null,
            nft_info: {
              name: 'Ape #7',
              content: {
                preview: { url: 'https://nft.test/7-small.png', content_type: 'image/png' },
                detail: { url: 'https://nft.test/7.png', content_type: null },
              },
              flags: { is_spam: false },
            },
            direction: 'in',
            quantity: { numeric: '1' },
            value: null,
            price: null,
          },
          {
            nft_info: { name: null, content: null, flags: { is_spam: true } },
            direction: 'in',
            quantity: { numeric: '1' },
          },
        ],
      },
      { id: 't2', metadata: { operationType: 'send' }, transfers: [] },
    ],
    next: null,
  },
  wallets: {
    data: [{ id: 'w1', name: 'Wallet One', order: '3', image_id: 'i1' }, { id: 7 }],
    count: 2,
  },
} as const

test('contract: gas price, numbers or strings', () => {
  expect(v.parse(GasPriceSchema, RECORDED.gasPrice)).toEqual({
    standard: '12000000000',
    fast: '15000000000',
    instant: '18000000000',
  })
})

test('contract: build-transaction', () => {
  const { tx } = v.parse(SwapTransactionSchema, RECORDED.buildTransaction)
  expect(tx.eip155).toEqual({ gas: '180000', gasPrice: '15000000000' })
})

test('contract: build-approve sends gas as a number, or no gas at all', () => {
  expect(v.parse(ApproveTransactionSchema, RECORDED.buildApprove).tx.eip155).toEqual({
    gas: '55000',
    gasPrice: '15000000000',
  })
  expect(v.parse(ApproveTransactionSchema, RECORDED.buildApproveNoGas).tx.eip155).toEqual({
    gasPrice: '1',
  })
})

test('contract: balances keep the good rows when one is bad', () => {
  const { balances } = v.parse(TokenBalancesSchema, RECORDED.balances)
  expect(balances.map((row) => [row.symbol, row.value, row.price, row.quantity])).toEqual([
    ['ETH', 3052.21, 3052.21, { decimals: '18', numeric: '1.0' }],
    ['USDC', 0, 1, { decimals: '6', numeric: '25.5' }],
  ])
  expect((balances as { [DROPPED_ROWS]?: unknown })[DROPPED_ROWS]).toEqual([
    { index: 2, message: expect.stringContaining('price') },
  ])
})

test('contract: on-ramp options and a quote without coinbaseFee', () => {
  const options = v.parse(OnrampOptionsSchema, RECORDED.onrampOptions)
  expect(options.paymentCurrencies).toEqual([
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500' }] },
  ])
  const quote = v.parse(OnrampQuoteSchema, RECORDED.onrampQuote)
  expect(quote.coinbaseFee).toBeUndefined()
  expect(quote.purchaseAmount).toEqual({ amount: '97.5', currency: 'USDC' })
})

test('contract: names, suggestions, sessions, allowance, tokens, quotes, prices, wallets', () => {
  const names = v.parse(ProfileNamesSchema, RECORDED.reverse)
  expect(names.map((name) => name.name)).toEqual(['alice.reown.id'])
  expect(v.parse(NameSuggestionsSchema, RECORDED.suggestions).suggestions).toHaveLength(1)
  expect(v.parse(SessionsSchema, RECORDED.sessions).pcis).toMatchObject([
    { pci: 'p1', expiry: 1_800_000_000, project: { id: 'x' } },
  ])
  expect(v.parse(SwapAllowanceSchema, RECORDED.allowance)).toEqual({ allowance: '0' })
  expect(v.parse(SwapTokensSchema, RECORDED.tokens).tokens).toMatchObject([{ decimals: 6 }])
  expect(v.parse(SwapQuotesSchema, RECORDED.quotes).quotes[0]?.fromAmount).toBe('1000000')
  expect(v.parse(TokenPricesSchema, RECORDED.prices).fungibles[0]?.price).toBe(1.0001)
  const wallets = v.parse(WalletsSchema, RECORDED.wallets)
  expect(wallets.data.map((wallet) => [wallet.id, wallet.order])).toEqual([['w1', 3]])
})

test('contract: history with NFT transfers (the only place the service lists NFTs)', () => {
  const { data, next } = v.parse(TransactionsResponseSchema, RECORDED.history)
  expect(next).toBeUndefined()
  expect(data.map((tx) => tx.id)).toEqual(['t1'])
  expect(data[0]?.transfers.map((t) => t.nft_info)).toEqual([
    {
      name: 'Ape #7',
      content: { preview: { url: 'https://nft.test/7-small.png' } },
      flags: { is_spam: false },
    },
    { name: undefined, content: undefined, flags: { is_spam: true } },
  ])
  expect((data as { [DROPPED_ROWS]?: unknown })[DROPPED_ROWS]).toEqual([
    { index: 1, message: expect.stringContaining('metadata') },
  ])
})

test('contract: a body that is not a list where one is expected still fails as a whole', () => {
  expect(() => v.parse(TokenBalancesSchema, { balances: { 0: 'x' } })).toThrow()
  expect(() => v.parse(GasPriceSchema, { standard: 'fast', fast: '1', instant: '1' })).toThrow()
})

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

test('behavior: the client keeps the good balance rows and reports the dropped one', async () => {
  server.route('GET /v1/account/:address/balance', () => ({ json: RECORDED.balances }))
  const reports: unknown[] = []
  const data = testDataService(server, { onDroppedRows: (event) => reports.push(event) })
  const rows = await data.getTokenBalances({ address: ADDRESS, network: mainnet })
  expect(rows.map((row) => [row.symbol, row.chainId])).toEqual([
    ['ETH', 'eip155:1'],
    // filled in from the network asked about
    ['USDC', 'eip155:1'],
  ])
  expect(reports).toEqual([
    {
      endpoint: 'GET /v1/account/{address}/balance',
      lists: [{ path: 'balances', rows: [{ index: 2, message: expect.any(String) }] }],
    },
  ])
})

test('behavior: a live quote without coinbaseFee is not replaced by the fallback', async () => {
  server.route('POST /v1/onramp/quote', () => ({ json: RECORDED.onrampQuote }))
  const quote = await testDataService(server).getOnrampQuote({
    network: mainnet,
    purchaseCurrency: 'USDC',
    paymentCurrency: 'USD',
    amount: '100.00',
    purchaseNetwork: 'ethereum',
  })
  expect(quote).toMatchObject({ isFallback: false, quoteId: 'q-1' })
})
