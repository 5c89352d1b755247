import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { TransactionRecord, TransactionTransfer } from '../types/transaction.js'
import { filterSpamTransactions } from './filterSpamTransactions.js'

function record(id: string, spamFlags: boolean[]): TransactionRecord {
  const transfers: TransactionTransfer[] = spamFlags.map((is_spam) => ({
    quantity: { numeric: '1' },
    nft_info: { flags: { is_spam } },
  }))
  return {
    id,
    metadata: {
      minedAt: '2025-01-01T00:00:00Z',
      chain: 'eip155:1',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0xa',
      sentTo: '0xb',
    },
    transfers,
  }
}

test('default', () => {
  const list = [record('a', [true]), record('b', [false]), record('c', [true, false])]
  expect(filterSpamTransactions(list).map((t) => t.id)).toEqual(['b', 'c'])
})

test('parameters: transactions (empty)', () => {
  expect(filterSpamTransactions([])).toEqual([])
})

test('behavior: keeps order, drops exactly the all-spam ones, and copies the list', () => {
  fc.assert(
    fc.property(fc.array(fc.array(fc.boolean(), { maxLength: 4 }), { maxLength: 20 }), (flags) => {
      const list = flags.map((f, i) => record(String(i), f))
      const kept = filterSpamTransactions(list)
      expect(kept).not.toBe(list)
      expect(kept.map((t) => t.id)).toEqual(
        flags.flatMap((f, i) => (f.length > 0 && f.every(Boolean) ? [] : [String(i)])),
      )
    }),
  )
})
