import * as v from 'valibot'
import { expect, test } from 'vitest'
import { BALANCES } from '../test/documentedApi.js'
import { dropLowQualityTokens, TokenBalanceSchema } from './TokenBalanceSchema.js'

const rows = BALANCES.balances.map((row) => v.parse(TokenBalanceSchema, row))

test('default', () => {
  expect(dropLowQualityTokens(rows).map((row) => row.symbol)).toEqual(['ETH', 'USDC'])
})

test("behavior: only a decimals quantity of exactly '0' is dropped", () => {
  const [ether] = rows
  if (!ether) throw new Error('fixture')
  const quantities = ['0', '00', '', '1']
  const kept = dropLowQualityTokens(
    quantities.map((decimals) => ({ ...ether, quantity: { decimals, numeric: '1' } })),
  )
  expect(kept.map((row) => row.quantity.decimals)).toEqual(['00', '', '1'])
})

test('behavior: a null address is the native currency', () => {
  expect(
    v.parse(TokenBalanceSchema, { ...BALANCES.balances[0], address: null }).address,
  ).toBeUndefined()
})
