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
    belowShown: false,
    direction: 'out',
  })
})

test('behavior: an NFT shows its name, preview and a whole count', () => {
  expect(
    describeTransfer({
      nft_info: { name: 'Card', content: { preview: { url: 'https://img.test/nft.png' } } },
      quantity: { numeric: '1' },
    }),
  ).toEqual({
    kind: 'nft',
    label: 'Card',
    imageUrl: 'https://img.test/nft.png',
    amount: '1',
    belowShown: false,
    direction: undefined,
  })
})

test('behavior: a quantity that is not a number has no amount', () => {
  expect(describeTransfer({ quantity: { numeric: 'n/a' } }).amount).toBeUndefined()
})

test('behavior: a token amount under 0.001 is marked, so it never reads as nothing moved', () => {
  const tiny = describeTransfer({ quantity: { numeric: '0.0000421' }, direction: 'out' })
  expect(tiny).toMatchObject({ amount: '0.000', belowShown: true })
  expect(describeTransfer({ quantity: { numeric: '-0.0009' } })).toMatchObject({
    amount: '0.000',
    belowShown: true,
  })
  expect(describeTransfer({ quantity: { numeric: '0.0000' } }).belowShown).toBe(false)
  expect(describeTransfer({ quantity: { numeric: '0.001' } }).belowShown).toBe(false)
  // an NFT count is whole, never "below shown"
  expect(
    describeTransfer({ nft_info: { name: 'Crane' }, quantity: { numeric: '3' } }),
  ).toMatchObject({ amount: '3', belowShown: false })
})
