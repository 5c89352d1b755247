import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidWalletRequestError, InvalidWalletResponseError } from '../errors/wallet.js'
import {
  parseCallsId,
  parseWalletAssets,
  parseWalletCalls,
  parseWalletCapabilities,
} from './walletCalls.js'

const token = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('parseWalletAssets', () => {
  test('default: an object of arrays of valid assets', () => {
    expect(
      parseWalletAssets({
        '0x1': [
          {
            address: token,
            balance: '0x0f4240',
            type: 'erc20',
            metadata: {
              name: 'USD Coin',
              symbol: 'USDC',
              decimals: 6,
              price: 1,
              iconUrl: 'https://i.example/u.png',
              value: 1,
            },
          },
        ],
        '0xa': [],
      }),
    ).toEqual({
      '0x1': [
        {
          address: token,
          balance: '0x0f4240',
          type: 'ERC20',
          metadata: {
            name: 'USD Coin',
            symbol: 'USDC',
            decimals: 6,
            price: 1,
            iconUrl: 'https://i.example/u.png',
            value: 1,
          },
        },
      ],
      '0xa': [],
    })
  })

  test('behavior: anything else is a typed error, never a crash', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        try {
          parseWalletAssets(value)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidWalletResponseError)
        }
      }),
    )
    const asset = {
      address: token,
      balance: '0x1',
      type: 'ERC20',
      metadata: { name: 'A', symbol: 'A', decimals: 6 },
    }
    for (const bad of [
      [],
      { '1': [asset] },
      { '0x1': asset },
      { '0x1': [{ ...asset, type: 'ERC721' }] },
      { '0x1': [{ ...asset, address: 'nope' }] },
      { '0x1': [{ ...asset, metadata: { ...asset.metadata, decimals: '6' } }] },
      { '0x1': [{ ...asset, metadata: { ...asset.metadata, price: 'free' } }] },
    ])
      expect(() => parseWalletAssets(bad)).toThrow(InvalidWalletResponseError)
  })
})

describe('parseWalletCalls', () => {
  test('default: targets and data start with 0x', () => {
    expect(parseWalletCalls([{ to: token, data: '0x1234', value: 5n }, { to: token }])).toEqual([
      { to: token, data: '0x1234', value: 5n },
      { to: token },
    ])
  })

  test('behavior: anything else is refused before the wallet sees it', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        try {
          parseWalletCalls(value)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidWalletRequestError)
        }
      }),
    )
  })
})

describe('parseWalletCapabilities and parseCallsId', () => {
  test('default: EIP-5792 answers', () => {
    expect(parseWalletCapabilities({ '0x1': { atomic: { status: 'ready' } } })).toEqual({
      '0x1': { atomic: { status: 'ready' } },
    })
    expect(() => parseWalletCapabilities({ '0x1': 'yes' })).toThrow(InvalidWalletResponseError)
    expect(parseCallsId('0xabc')).toBe('0xabc')
    expect(parseCallsId({ id: 'bundle-1', capabilities: {} })).toBe('bundle-1')
    expect(() => parseCallsId({})).toThrow(InvalidWalletResponseError)
  })
})
