import { expect, test } from 'vitest'
import { mainnet } from '../../networks/evm.js'
import type { TransactionRecord, TransactionTransfer } from '../../types/transaction.js'
import { nftsFromHistory } from './nftsFromHistory.js'

const nft = (
  name: string,
  direction: TransactionTransfer['direction'],
  extra: Partial<NonNullable<TransactionTransfer['nft_info']>> = {},
): TransactionTransfer => ({
  nft_info: { name, content: { preview: { url: `https://img.test/${name}.png` } }, ...extra },
  direction,
  quantity: { numeric: '1' },
})
const tx = (id: string, ...transfers: TransactionTransfer[]): TransactionRecord => ({
  id,
  metadata: {
    minedAt: '2025-01-01T00:00:00Z',
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers,
})
const names = (history: TransactionRecord[]) => nftsFromHistory(history, mainnet).map((n) => n.name)

test('default: received and still held, newest first', () => {
  // newest first, as history pages come
  expect(
    names([tx('3', nft('B', 'in')), tx('2', nft('A', 'out')), tx('1', nft('A', 'in'))]),
  ).toEqual(['B'])
  expect(names([tx('2', nft('A', 'in')), tx('1', nft('B', 'in'))])).toEqual(['A', 'B'])
  // sent and received back
  expect(
    names([tx('3', nft('A', 'in')), tx('2', nft('A', 'out')), tx('1', nft('A', 'in'))]),
  ).toEqual(['A'])
})

test('behavior: spam, nameless, self transfers, fungibles and sends older than the history read', () => {
  expect(
    names([
      tx('5', nft('Spam', 'in', { flags: { is_spam: true } })),
      tx('4', { nft_info: { content: {} }, direction: 'in', quantity: { numeric: '1' } }),
      tx('3', nft('Mine', 'self')),
      tx('2', { fungible_info: { symbol: 'ETH' }, direction: 'in', quantity: { numeric: '1' } }),
      tx('1', nft('Gone', 'out')),
    ]),
  ).toEqual([])
  const [only] = nftsFromHistory([tx('1', nft('A', 'in'))], mainnet)
  expect(only).toEqual({
    id: 'A|https://img.test/A.png',
    name: 'A',
    imageUrl: 'https://img.test/A.png',
    network: mainnet.caipNetworkId,
  })
})
