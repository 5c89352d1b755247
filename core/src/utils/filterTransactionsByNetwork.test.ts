import { expect, test } from 'vitest'
import { arbitrum, mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { TransactionRecord } from '../types/transaction.js'
import { filterTransactionsByNetwork } from './filterTransactionsByNetwork.js'

function record(id: string, chain: CaipNetworkId): TransactionRecord {
  return {
    id,
    metadata: {
      minedAt: '2025-01-01T00:00:00Z',
      chain,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: 'a',
      sentTo: 'b',
    },
    transfers: [],
  }
}

const list = [
  record('1', 'eip155:1'),
  record('2', 'eip155:42161'),
  record('3', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  record('4', 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'),
  record('5', 'eip155:1'),
]

test('default', () => {
  expect(filterTransactionsByNetwork(list, mainnet).map((t) => t.id)).toEqual(['1', '5'])
})

test('parameters: network (another chain)', () => {
  expect(filterTransactionsByNetwork(list, arbitrum).map((t) => t.id)).toEqual(['2'])
  expect(filterTransactionsByNetwork(list, { caipNetworkId: 'eip155:10' })).toEqual([])
})

test('parameters: network (its deprecated id also matches)', () => {
  expect(filterTransactionsByNetwork(list, solana).map((t) => t.id)).toEqual(['3', '4'])
})
