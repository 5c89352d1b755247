import { afterAll, afterEach, expect, test } from 'vitest'
import { RequestAbortedError } from '../errors/request.js'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API, ONRAMP_OPTIONS } from '../test/documentedApi.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

test('default', async () => {
  await expect(testDataService(server).getOnrampOptions()).resolves.toEqual({
    ...ONRAMP_OPTIONS,
    isFallback: false,
  })
})

test('behavior: a failure gives the built-in defaults', async () => {
  server.route('GET /v1/onramp/options', () => ({ status: 502, body: 'bad gateway' }))
  expect(await testDataService(server).getOnrampOptions()).toMatchInlineSnapshot(`
    {
      "isFallback": true,
      "paymentCurrencies": [
        {
          "id": "USD",
          "payment_method_limits": [
            {
              "id": "card",
              "max": "7500.00",
              "min": "10.00",
            },
            {
              "id": "ach_bank_account",
              "max": "25000.00",
              "min": "10.00",
            },
          ],
        },
        {
          "id": "EUR",
          "payment_method_limits": [
            {
              "id": "card",
              "max": "7500.00",
              "min": "10.00",
            },
            {
              "id": "ach_bank_account",
              "max": "25000.00",
              "min": "10.00",
            },
          ],
        },
      ],
      "purchaseCurrencies": [],
    }
  `)
})

test('behavior: a malformed body and a time-out give the defaults too', async () => {
  server.route('GET /v1/onramp/options', () => ({ json: { paymentCurrencies: 'USD' } }))
  await expect(testDataService(server).getOnrampOptions()).resolves.toMatchObject({
    isFallback: true,
  })
  server.route('GET /v1/onramp/options', () => ({ delay: 1_000, json: ONRAMP_OPTIONS }))
  await expect(testDataService(server, { timeout: 50 }).getOnrampOptions()).resolves.toMatchObject({
    isFallback: true,
  })
})

test('behavior: each fallback is a fresh copy', async () => {
  server.route('GET /v1/onramp/options', () => ({ status: 500 }))
  const data = testDataService(server)
  const first = await data.getOnrampOptions()
  first.paymentCurrencies.length = 0
  await expect(data.getOnrampOptions()).resolves.toMatchObject({
    paymentCurrencies: [{ id: 'USD' }, { id: 'EUR' }],
  })
})

test('behavior: an abort is not a failure: it rejects', async () => {
  await expect(
    testDataService(server).getOnrampOptions({ signal: AbortSignal.abort() }),
  ).rejects.toBeInstanceOf(RequestAbortedError)
})
