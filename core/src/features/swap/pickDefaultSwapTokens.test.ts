import { expect, test } from 'vitest'
import type { SwapToken } from '../../types/dataSource.js'
import { pickDefaultSwapTokens } from './pickDefaultSwapTokens.js'

const token = (symbol: string, address: string): SwapToken => ({
  name: symbol,
  symbol,
  address: `eip155:1:${address}`,
  decimals: 18,
  logoUri: '',
})
const ETH = token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')
const USDC = token('USDC', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
const USDT = token('USDT', '0xdac17f958d2ee523a2206206994597c13d831ec7')

test('default: the native currency to sell, the first popular other token to buy', () => {
  expect(pickDefaultSwapTokens([USDT, USDC, ETH], [ETH, USDC, USDT])).toEqual({
    sourceToken: ETH,
    toToken: USDC,
  })
})

test('behavior: a chosen side is kept; the other avoids it', () => {
  expect(
    pickDefaultSwapTokens([ETH, USDC, USDT], [ETH, USDC, USDT], { sourceToken: USDC }),
  ).toEqual({ sourceToken: USDC, toToken: USDT })
  expect(pickDefaultSwapTokens([ETH, USDC], [ETH, USDC], { sourceToken: USDC })).toEqual({
    sourceToken: USDC,
    toToken: ETH,
  })
})

test('behavior: no native token leaves the sell side empty; no popular token leaves the buy side', () => {
  expect(pickDefaultSwapTokens([USDC], [USDC])).toEqual({ toToken: USDC })
  expect(pickDefaultSwapTokens([ETH], [])).toEqual({ sourceToken: ETH })
})
