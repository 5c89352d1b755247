import fc from 'fast-check'
import { expect, test } from 'vitest'
import { InvalidResponseError } from '../errors/response.js'
import { isWalletAssets, parseWalletAssets } from './parseWalletAssets.js'

const usdc = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  balance: '0xbebc20',
  type: 'ERC20',
  metadata: {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    price: 1,
    iconUrl: 'https://img.test/u.png',
    value: 12.5,
  },
}
const ether = {
  address: 'native',
  balance: '0xde0b6b3a7640000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: '' },
}

test('default', () => {
  expect(parseWalletAssets({ '0x1': [usdc, ether], '0xa4b1': [] })).toEqual({
    '0x1': [usdc, ether],
    '0xa4b1': [],
  })
  expect(isWalletAssets({ '0x1': [usdc] })).toBe(true)
})

test('behavior: must be an object of arrays of valid assets', () => {
  const invalid = [
    null,
    [],
    { '0x1': usdc },
    { '1': [usdc] },
    { '0x1': [{ ...usdc, type: 'ERC721' }] },
    { '0x1': [{ ...usdc, balance: '100' }] },
    { '0x1': [{ ...usdc, metadata: { ...usdc.metadata, decimals: '6' } }] },
    { '0x1': [{ ...usdc, metadata: { ...usdc.metadata, decimals: 6.5 } }] },
  ]
  expect(invalid.map(isWalletAssets)).toEqual(invalid.map(() => false))
})

test('behavior: the error names the field', () => {
  expect(() =>
    parseWalletAssets({ '0x1': [usdc, { ...ether, type: 'ERC1155' }] }),
  ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidResponseError: Invalid response from wallet_getAssets

      Field: 0x1.1.type
      Issue: Invalid type: Expected ("ERC20" | "NATIVE") but received "ERC1155"

      Details: 0x1.1.type: Invalid type: Expected ("ERC20" | "NATIVE") but received "ERC1155"]
    `)
})

test('behavior: random JSON parses or is an InvalidResponseError', () => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      try {
        parseWalletAssets(value)
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidResponseError)
      }
    }),
  )
})
