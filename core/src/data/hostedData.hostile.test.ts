import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { fetchBalance } from '../actions/fetchBalance.js'
import { fetchHistory } from '../actions/fetchHistory.js'
import { fetchNameSuggestions } from '../actions/fetchNameSuggestions.js'
import { getAlert } from '../actions/getAlert.js'
import { fetchNfts } from '../features/nfts/fetchNfts.js'
import { getNftsState } from '../features/nfts/nftsState.js'
import { fetchOnrampOptions } from '../features/onramp/fetchOnrampOptions.js'
import { fetchOnrampQuote } from '../features/onramp/fetchOnrampQuote.js'
import { getOnrampState } from '../features/onramp/onrampState.js'
import { setOnrampParameters } from '../features/onramp/setOnrampParameters.js'
import { fetchSwapTokens } from '../features/swap/fetchSwapTokens.js'
import { getSwapState } from '../features/swap/swapState.js'
import { connectKit, createFeatureKit } from '../test/createFeatureKit.js'
import { hostedData } from './hostedData.js'
import {
  type HostileMode,
  type HostileServer,
  startHostileServer,
} from './test/startHostileServer.js'

// every hosted read of the account features against a server that misbehaves: each ends in
// data (from the chain), an empty result, a named fallback, or a typed error (with its alert
// when the answer names one); nothing is left loading

let server: HostileServer
beforeAll(async () => {
  server = await startHostileServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.paths.length = 0
})

const sleeps: number[] = []
async function hostileKit(mode: HostileMode) {
  server.mode = mode
  const { kit } = createFeatureKit(server, {
    dataSource: hostedData({
      timeout: 300,
      retry: { count: 1 },
      // retries are recorded, not waited for
      sleep: async (ms) => void sleeps.push(ms),
    }),
  })
  await connectKit(kit)
  return kit
}

/** `failure`: the typed error of blockchain-api that a read without a fallback passes on */
async function everyRead(kit: Awaited<ReturnType<typeof hostileKit>>, failure: unknown) {
  // the chain answers when the service cannot: the mock wallet holds 1 ETH
  const balance = await fetchBalance(kit, { force: true })
  expect(balance.value).toBe(10n ** 18n)
  await expect(fetchHistory(kit)).rejects.toMatchObject({
    name: 'FetchTransactionsError',
    cause: { name: failure },
  })
  expect(kit.$transactions.get()).toMatchObject({ loading: false, empty: true, transactions: [] })
  await expect(fetchNfts(kit)).rejects.toMatchObject({
    name: 'NftListError',
    cause: { cause: { name: failure } },
  })
  expect(getNftsState(kit)).toMatchObject({ loading: false, failed: true, nfts: [] })
  // the on-ramp's named fallbacks: the built-in options and an estimated quote
  const options = await fetchOnrampOptions(kit)
  expect(options.isFallback).toBe(true)
  expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
  setOnrampParameters(kit, { amount: '50' })
  expect((await fetchOnrampQuote(kit)).isFallback).toBe(true)
  expect(getOnrampState(kit)).toMatchObject({ loadingOptions: false, loadingQuote: false })
  await expect(fetchSwapTokens(kit)).rejects.toMatchObject({ name: failure })
  expect(getSwapState(kit)).toMatchObject({ loadingTokens: false })
  await expect(fetchNameSuggestions(kit, { name: 'alice' })).rejects.toMatchObject({
    name: 'NameSuggestionsError',
  })
}

test('behavior: a body of the wrong shape for every endpoint', async () => {
  const kit = await hostileKit({ kind: 'wrongShape' })
  await everyRead(kit, 'InvalidResponseError')
  expect(getAlert(kit)).toBeUndefined()
})

test('behavior: a huge body (8 MB) is a failure like any other, not a hang', async () => {
  const kit = await hostileKit({ kind: 'huge', bytes: 8 * 1024 * 1024 })
  // read whole and refused by its schema, or cut off by the deadline: both typed
  await everyRead(kit, expect.stringMatching(/^(InvalidResponseError|RequestTimeoutError)$/))
})

test('behavior: headers then silence ends at the deadline', async () => {
  const kit = await hostileKit({ kind: 'stall' })
  await everyRead(kit, 'RequestTimeoutError')
})

test('behavior: 5xx and 429 are retried (Retry-After honoured), then a typed error', async () => {
  sleeps.length = 0
  const kit = await hostileKit({
    kind: 'status',
    status: 429,
    body: '{"message":"slow down"}',
    headers: { 'retry-after': '2' },
  })
  await everyRead(kit, 'HttpStatusError')
  expect(sleeps).toContain(2000)
  const down = await hostileKit({ kind: 'status', status: 503, body: 'unavailable' })
  await everyRead(down, 'HttpStatusError')
})

test('behavior: 403 with a provider message shows its alert once; the reads still end', async () => {
  const kit = await hostileKit({
    kind: 'status',
    status: 403,
    body: '{"message":"Unauthorized: origin not allowed"}',
  })
  await everyRead(kit, 'HttpStatusError')
  expect(getAlert(kit)?.code).toBe('INVALID_APP_CONFIGURATION')
  const invalid = await hostileKit({
    kind: 'status',
    status: 401,
    body: '{"message":"Unauthorized: invalid key"}',
  })
  await everyRead(invalid, 'HttpStatusError')
  expect(getAlert(invalid)?.code).toBe('INVALID_PROJECT_ID')
})
