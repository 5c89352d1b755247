import { expect, test } from 'vitest'
import { createTransactionsState, type TransactionRecord } from './createTransactionsState.js'

const record = (id: string): TransactionRecord => ({
  id,
  metadata: {
    minedAt: '2025-01-01T00:00:00Z',
    chain: 'eip155:1',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: '0xa',
    sentTo: '0xb',
  },
  transfers: [],
})

test('default', () => {
  expect(createTransactionsState().$transactions.get()).toEqual({
    transactions: [],
    loading: false,
    empty: false,
    next: undefined,
  })
})

test('behavior: loading, then a page with a next cursor, then the last page', () => {
  const list = createTransactionsState()
  list.start()
  expect(list.$transactions.get().loading).toBe(true)
  list.succeed({ transactions: [record('1')], next: 'cursor-2' })
  expect(list.$transactions.get()).toMatchObject({ loading: false, empty: false, next: 'cursor-2' })
  list.start()
  list.succeed({ transactions: [record('2')], next: undefined })
  expect(list.$transactions.get().transactions.map((t) => t.id)).toEqual(['1', '2'])
  expect(list.$transactions.get().next).toBeUndefined()
})

test('behavior: no transaction at all is empty', () => {
  const list = createTransactionsState()
  list.start()
  list.succeed({ transactions: [], next: undefined })
  expect(list.$transactions.get()).toMatchObject({ loading: false, empty: true })
})

test('behavior: a failed fetch is empty with no cursor', () => {
  const list = createTransactionsState()
  list.succeed({ transactions: [record('1')], next: 'cursor-2' })
  list.start()
  list.fail()
  expect(list.$transactions.get()).toEqual({
    transactions: [],
    loading: false,
    empty: true,
    next: undefined,
  })
  list.reset()
  expect(list.$transactions.get().empty).toBe(false)
})
