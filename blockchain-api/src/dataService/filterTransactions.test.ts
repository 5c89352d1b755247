import * as v from 'valibot'
import { expect, test } from 'vitest'
import { HISTORY_PAGE_1 } from '../test/documentedApi.js'
import { filterTransactions } from './filterTransactions.js'
import { TransactionsResponseSchema } from './getTransactions.js'

const { data } = v.parse(TransactionsResponseSchema, HISTORY_PAGE_1)

test('default', () => {
  expect(filterTransactions(data, 'eip155:1').map((transaction) => transaction.id)).toEqual([
    'a1',
    'a4',
    'a5',
  ])
})

test('behavior: only the given chain', () => {
  expect(filterTransactions(data, 'eip155:42161').map((transaction) => transaction.id)).toEqual([
    'a3',
  ])
  expect(filterTransactions(data, 'eip155:10')).toEqual([])
})

test('behavior: hidden only when every transfer is spam', () => {
  const [a1] = data
  if (!a1) throw new Error('fixture')
  const spam = {
    ...a1,
    transfers: [{ quantity: { numeric: '1' }, nft_info: { flags: { is_spam: true } } }],
  }
  const unflagged = { ...a1, transfers: [{ quantity: { numeric: '1' }, nft_info: {} }] }
  expect(filterTransactions([spam, unflagged], 'eip155:1')).toEqual([unflagged])
})
