import { expect, test } from 'vitest'
import { getSwapDetails } from './getSwapDetails.js'

test('default: 2 USDC for 0.00066 ETH: rate, minimum, USD values, impact and fee', () => {
  const details = getSwapDetails({
    fromAmount: 2_000_000n,
    toAmount: 660_000_000_000_000n,
    fromDecimals: 6,
    toDecimals: 18,
    slippage: 1,
    fromPrice: 1,
    toPrice: 3000,
    fee: { amount: 5_400_000_000_000_000n, decimals: 18, price: 3000 },
  })
  expect(details).toEqual({
    rate: '0.00033',
    minimumReceived: '0.0006534',
    fromValueUsd: 2,
    toValueUsd: 1.98,
    priceImpact: expect.closeTo(0.01, 10),
    fee: '0.0054',
    feeUsd: expect.closeTo(16.2, 10),
  })
})

test('behavior: the rate keeps its digits between a dear and a cheap token', () => {
  // 1 WBTC (8 decimals) for 60,000 USDC (6 decimals)
  expect(
    getSwapDetails({
      fromAmount: 100_000_000n,
      toAmount: 60_000_000_000n,
      fromDecimals: 8,
      toDecimals: 6,
      slippage: 0.5,
    }).rate,
  ).toBe('60000')
})

test('behavior: without prices there are no USD values and no impact; a better trade is 0 impact', () => {
  const bare = getSwapDetails({
    fromAmount: 1n,
    toAmount: 1n,
    fromDecimals: 0,
    toDecimals: 0,
    slippage: 1,
    fromPrice: 0,
  })
  expect(bare).toEqual({ rate: '1', minimumReceived: '0' })
  const better = getSwapDetails({
    fromAmount: 1n,
    toAmount: 3n,
    fromDecimals: 0,
    toDecimals: 0,
    slippage: 1,
    fromPrice: 1,
    toPrice: 1,
  })
  expect(better.priceImpact).toBe(0)
})

test('behavior: a zero amount sold is an InvalidDecimalError, not a division by zero', () => {
  expect(() =>
    getSwapDetails({ fromAmount: 0n, toAmount: 1n, fromDecimals: 0, toDecimals: 0, slippage: 1 }),
  ).toThrow(expect.objectContaining({ name: 'InvalidDecimalError' }))
})
