import { expect, test } from 'vitest'
import { mainnet } from '../networks/evm.js'
import { toTransactionRecord } from './toTransactionRecord.js'

test('default', () => {
  expect(
    toTransactionRecord(
      {
        id: 't1',
        metadata: {
          operationType: 'send',
          hash: '0xabc',
          minedAt: '2025-01-01T00:00:00Z',
          sentFrom: '0xa',
          sentTo: '0xb',
          status: 'confirmed',
          nonce: 3,
          chain: 'eip155:1',
        },
        transfers: [
          { direction: 'out', quantity: { numeric: '1' } },
          { direction: 'sideways', quantity: { numeric: '2' } },
        ],
      },
      mainnet,
    ),
  ).toEqual({
    id: 't1',
    metadata: {
      minedAt: '2025-01-01T00:00:00Z',
      chain: 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0xa',
      sentTo: '0xb',
      hash: '0xabc',
    },
    transfers: [
      { direction: 'out', quantity: { numeric: '1' } },
      { direction: undefined, quantity: { numeric: '2' } },
    ],
  })
})
