import fc from 'fast-check'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { type WalletAssets, WalletAssetsSchema } from './parseWalletAssets.js'
import { walletAssetsToTokenBalances } from './walletAssetsToTokenBalances.js'

const assets: WalletAssets = {
  '0x1': [
    {
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      balance: '0xbebc20',
      type: 'ERC20',
      metadata: {
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: 6,
        price: 1,
        iconUrl: 'u.png',
        value: undefined,
      },
    },
    {
      address: 'native',
      balance: '0x1bc16d674ec80000',
      type: 'NATIVE',
      metadata: {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        price: 3000,
        iconUrl: undefined,
        value: 6000.5,
      },
    },
    {
      address: '0x2222222222222222222222222222222222222222',
      balance: '0x3e8',
      type: 'ERC20',
      metadata: {
        name: 'Spam',
        symbol: 'SPAM',
        decimals: 0,
        price: undefined,
        iconUrl: undefined,
        value: undefined,
      },
    },
  ],
}

test('default', () => {
  expect(walletAssetsToTokenBalances(assets)).toMatchInlineSnapshot(`
    [
      {
        "address": "eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
        "chainId": "eip155:1",
        "iconUrl": "u.png",
        "name": "USD Coin",
        "price": 1,
        "quantity": {
          "decimals": "6",
          "numeric": "12.5",
        },
        "symbol": "USDC",
        "value": 12.5,
      },
      {
        "address": undefined,
        "chainId": "eip155:1",
        "iconUrl": "",
        "name": "Ether",
        "price": 3000,
        "quantity": {
          "decimals": "18",
          "numeric": "2",
        },
        "symbol": "ETH",
        "value": 6000.5,
      },
    ]
  `)
})

test('behavior: chain ids are decimal CAIP-2 ids', () => {
  const [row] = walletAssetsToTokenBalances({ '0xa4b1': assets['0x1']?.slice(0, 1) ?? [] })
  expect(row?.chainId).toBe('eip155:42161')
})

test('behavior: any parsed response converts without throwing', () => {
  fc.assert(
    fc.property(
      fc.dictionary(
        fc.bigInt({ min: 1n, max: 2n ** 64n }).map((id) => `0x${id.toString(16)}`),
        fc.array(
          fc.record({
            address: fc.string(),
            balance: fc
              .bigInt({ min: 0n, max: 2n ** 256n })
              .map((value) => `0x${value.toString(16)}`),
            type: fc.constantFrom('ERC20', 'NATIVE'),
            metadata: fc.record({
              name: fc.string(),
              symbol: fc.string(),
              decimals: fc.integer({ min: 0, max: 255 }),
              price: fc.option(fc.double({ noNaN: true }), { nil: undefined }),
            }),
          }),
        ),
      ),
      (value) => {
        const rows = walletAssetsToTokenBalances(v.parse(WalletAssetsSchema, value))
        expect(rows.every((row) => row.quantity.decimals !== '0')).toBe(true)
      },
    ),
  )
})
