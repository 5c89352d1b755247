import { expect, test } from 'vitest'
import type { TransactionRecord, TransactionTransfer } from '../types/transaction.js'
import { isSpamTransaction } from './isSpamTransaction.js'

const spam: TransactionTransfer = {
  quantity: { numeric: '1' },
  nft_info: { flags: { is_spam: true } },
}
const clean: TransactionTransfer = {
  quantity: { numeric: '1' },
  nft_info: { flags: { is_spam: false } },
}
const fungible: TransactionTransfer = {
  quantity: { numeric: '2.5' },
  fungible_info: { symbol: 'ETH' },
}

function record(transfers: TransactionTransfer[]): TransactionRecord {
  return {
    id: 'tx',
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
  expect(isSpamTransaction(record([spam]))).toBe(true)
})

test('parameters: transaction (every transfer must be spam)', () => {
  expect(isSpamTransaction(record([spam, spam]))).toBe(true)
  expect(isSpamTransaction(record([spam, clean]))).toBe(false)
  expect(isSpamTransaction(record([spam, fungible]))).toBe(false)
  expect(isSpamTransaction(record([clean]))).toBe(false)
  expect(isSpamTransaction(record([{ quantity: { numeric: '1' }, nft_info: { name: 'x' } }]))).toBe(
    false,
  )
})

test('behavior: a transaction without transfers is not spam', () => {
  expect(isSpamTransaction(record([]))).toBe(false)
})
