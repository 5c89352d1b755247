import { expect, test } from 'vitest'
import { describeTransfer } from './describeTransfer.js'

test('default: a token', () => {
  expect(
    describeTransfer({
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://img.test/eth.png' } },
      quantity: { numeric: '0.123456' },
      direction: 'out',
    }),
  ).toEqual({
    kind: 'fungible',
    label: 'ETH',
    imageUrl: 'https://img.test/eth.png',
    amount: '0.123',
    direction: 'out',
  })
})

test('behavior: an NFT shows its name and preview', () => {
  expect(
    describeTransfer({
      nft_info: { name: 'Card', content: { preview: { url: 'https://img.test/nft.png' } } },
      quantity: { numeric: '1' },
    }),
  ).toEqual({
    kind: 'nft',
    label: 'Card',
    imageUrl: 'https://img.test/nft.png',
    amount: '1.000',
    direction: undefined,
  })
})

test('behavior: a quantity that is not a number has no amount', () => {
  expect(describeTransfer({ quantity: { numeric: 'n/a' } }).amount).toBeUndefined()
})
