import { expect, test } from 'vitest'
import type { TokenBalance } from '../types/account.js'
import { filterLowQualityTokens } from './filterLowQualityTokens.js'

function balance(symbol: string, decimals: string): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    value: 1,
    price: 1,
    quantity: { decimals, numeric: '1' },
    iconUrl: '',
  }
}

test('default', () => {
  const balances = [balance('ETH', '18'), balance('JUNK', '0'), balance('USDC', '6')]
  expect(filterLowQualityTokens(balances).map((b) => b.symbol)).toEqual(['ETH', 'USDC'])
})

test('parameters: balances (only the string "0" is dropped)', () => {
  expect(
    filterLowQualityTokens([balance('A', '00'), balance('B', ''), balance('C', '0')]),
  ).toHaveLength(2)
  expect(filterLowQualityTokens([])).toEqual([])
})
