import { afterAll, afterEach, expect, test } from 'vitest'
import { RequestAbortedError } from '../errors/request.js'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API, ONRAMP_QUOTE } from '../test/documentedApi.js'
import { bitcoin, mainnet } from '../test/networks.js'
import { testDataService } from '../test/setup.js'
import { getFallbackQuote } from './getOnrampQuote.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const parameters = {
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  amount: '100.00',
  purchaseNetwork: 'ethereum',
}

test('default', async () => {
  await expect(
    testDataService(server).getOnrampQuote({ ...parameters, network: mainnet }),
  ).resolves.toEqual({ ...ONRAMP_QUOTE, isFallback: false })
  expect(server.requestsTo('/v1/onramp/quote')[0]?.json).toEqual({
    purchaseCurrency: 'ETH',
    paymentCurrency: 'USD',
    amount: '100.00',
    network: 'ethereum',
  })
})

test('behavior: a failure gives the fallback quote', async () => {
  server.route('POST /v1/onramp/quote', () => ({ status: 500 }))
  expect(
    await testDataService(server).getOnrampQuote({ ...parameters, network: mainnet }),
  ).toMatchInlineSnapshot(`
      {
        "coinbaseFee": {
          "amount": "2.00",
          "currency": "USD",
        },
        "isFallback": true,
        "networkFee": {
          "amount": "0.00",
          "currency": "USD",
        },
        "paymentSubtotal": {
          "amount": "98.00",
          "currency": "USD",
        },
        "paymentTotal": {
          "amount": "100.00",
          "currency": "USD",
        },
        "purchaseAmount": {
          "amount": "0",
          "currency": "ETH",
        },
        "quoteId": "fallback",
      }
    `)
})

test('behavior: a quote without coinbaseFee (the public client has none) is live', async () => {
  const { coinbaseFee: _, ...partial } = ONRAMP_QUOTE
  server.route('POST /v1/onramp/quote', () => ({ json: partial }))
  await expect(
    testDataService(server).getOnrampQuote({ ...parameters, network: mainnet }),
  ).resolves.toMatchObject({ isFallback: false, quoteId: ONRAMP_QUOTE.quoteId })
})

test('behavior: a quote missing its network fee is a failure, so the fallback', async () => {
  const { networkFee: _, ...partial } = ONRAMP_QUOTE
  server.route('POST /v1/onramp/quote', () => ({ json: partial }))
  await expect(
    testDataService(server).getOnrampQuote({ ...parameters, network: mainnet }),
  ).resolves.toMatchObject({ isFallback: true, quoteId: 'fallback' })
})

test('behavior: undefined where the on-ramp is not served', async () => {
  await expect(
    testDataService(server).getOnrampQuote({ ...parameters, network: bitcoin }),
  ).resolves.toBeUndefined()
  expect(server.requestsTo('/v1/onramp/quote')).toHaveLength(0)
})

test('behavior: an abort rejects', async () => {
  await expect(
    testDataService(server).getOnrampQuote({
      ...parameters,
      network: mainnet,
      signal: AbortSignal.abort(),
    }),
  ).rejects.toBeInstanceOf(RequestAbortedError)
})

test('behavior: the fallback fee is 2% rounded up to the cent; bad amounts give zeros', () => {
  expect(getFallbackQuote({ ...parameters, amount: '10.01' })).toMatchObject({
    coinbaseFee: { amount: '0.21' },
    paymentSubtotal: { amount: '9.80' },
    paymentTotal: { amount: '10.01' },
  })
  for (const amount of ['', 'abc', '-5', 'Infinity'])
    expect(getFallbackQuote({ ...parameters, amount })).toMatchObject({
      coinbaseFee: { amount: '0.00' },
      paymentTotal: { amount: '0.00' },
    })
})
