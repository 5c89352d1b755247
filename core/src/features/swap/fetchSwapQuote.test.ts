import { ADDRESS, SWAP_TOKENS, USDC } from '@walletport/blockchain-api/test'
import { expect, test } from 'vitest'
import { connectKit, createFeatureKit } from '../../test/createFeatureKit.js'
import { useDataServer } from '../../test/useDataServer.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { fetchSwapTokens } from './fetchSwapTokens.js'
import { openSwap } from './openSwap.js'
import { setSwapParameters } from './setSwapParameters.js'
import { getSwapState } from './swapState.js'
import { switchSwapTokens } from './switchSwapTokens.js'

const server = useDataServer()

const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const eth = { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '' }

async function setup(amount: string) {
  const feature = createFeatureKit(server)
  server.route('GET /v1/convert/tokens', () => ({ json: { tokens: [...SWAP_TOKENS.tokens, eth] } }))
  await connectKit(feature.kit)
  openSwap(feature.kit, { from: 'USDC', to: 'ETH', amount })
  await fetchSwapTokens(feature.kit)
  return feature
}

test('default: gas price, quote and allowance', async () => {
  const { kit } = await setup('0.5')
  const state = await fetchSwapQuote(kit)
  expect(state).toMatchObject({
    toTokenAmount: '0.00033',
    gasPrice: 20_000_000_000n,
    approvalRequired: false,
    loadingQuote: false,
    quote: { fromAmount: '1000000', toAmount: '330000000000000' },
  })
  expect(Object.fromEntries(server.requestsTo('/v1/convert/quotes')[0]?.query ?? [])).toMatchObject(
    {
      amount: '500000',
      userAddress: ADDRESS,
      from: USDC,
      to: ETH,
      gasPrice: '20000000000',
    },
  )
  expect(server.requestsTo('/v1/convert/allowance')[0]?.query.get('tokenAddress')).toBe(USDC)
})

test('behavior: an allowance below the amount needs an approval', async () => {
  const { kit } = await setup('2')
  expect((await fetchSwapQuote(kit)).approvalRequired).toBe(true)
})

test('behavior: the native currency needs no allowance', async () => {
  const { kit } = await setup('1')
  switchSwapTokens(kit)
  setSwapParameters(kit, { amount: '0.1' })
  expect(getSwapState(kit)).toMatchObject({ quote: undefined, sourceTokenAmount: '0.1' })
  expect((await fetchSwapQuote(kit)).approvalRequired).toBe(false)
  expect(server.requestsTo('/v1/convert/allowance')).toEqual([])
})

test('behavior: an incomplete form asks nothing', async () => {
  const { kit } = await setup('1')
  for (const patch of [{ amount: '' }, { amount: '0.0000001' }, { toToken: undefined }]) {
    setSwapParameters(kit, { amount: '1', toToken: getSwapState(kit).tokens[1], ...patch })
    await expect(fetchSwapQuote(kit)).rejects.toMatchObject({
      name: 'IncompleteSwapError',
      shortMessage: 'Select the tokens to swap and an amount',
    })
  }
  expect(server.requestsTo('/v1/convert/quotes')).toEqual([])
})

test('behavior: no quote, or a bad one', async () => {
  const { kit } = await setup('1')
  server.route('GET /v1/convert/quotes', () => ({ json: { quotes: [] } }))
  await expect(fetchSwapQuote(kit)).rejects.toMatchObject({ name: 'NoSwapQuoteError' })
  server.route('GET /v1/convert/quotes', () => ({
    json: {
      quotes: [{ fromAmount: '1', fromAccount: USDC, toAmount: '-5', toAccount: ETH }],
    },
  }))
  await expect(fetchSwapQuote(kit)).rejects.toMatchObject({ name: 'InvalidDecimalError' })
  expect(getSwapState(kit)).toMatchObject({ loadingQuote: false, quote: undefined })
})

test('behavior: slippage is a percentage up to 50', async () => {
  const { kit } = await setup('1')
  for (const slippage of [0, -1, 51, Number.NaN])
    expect(() => setSwapParameters(kit, { slippage })).toThrowError('Invalid slippage')
  expect(setSwapParameters(kit, { slippage: 0.5 }).slippage).toBe(0.5)
})
