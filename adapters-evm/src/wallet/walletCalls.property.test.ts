import { BaseError } from '@walletport/core'
import { anything, big, num, onlyTypedErrors, text } from '@walletport/core/test'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  parseCallsId,
  parseWalletAssets,
  parseWalletCalls,
  parseWalletCapabilities,
} from './walletCalls.js'

// issue 15, item 6: what a site passes to wallet_sendCalls and what a wallet answers, shaped
// like the real thing but hostile in every field
const MB = 1_000_000
const address = fc.oneof(
  text,
  fc.constantFrom(
    '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    // a wrong EIP-55 checksum, a Solana and a Bitcoin address, hex without the prefix
    '0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'a0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    `0x${'a'.repeat(400)}`,
  ),
)
const hex = fc.oneof(text, fc.constantFrom('0x', '0x0', '0xzz', '0x0f4240', `0x${'f'.repeat(400)}`))
const key = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', '0x1', '0x2105'), hex)
const call = fc.oneof(
  anything,
  fc.record({ to: address, data: hex, value: fc.oneof(big, num, text) }, { requiredKeys: ['to'] }),
)
const metadata = fc.record(
  { name: text, symbol: text, decimals: num, price: num, iconUrl: text, value: num },
  { requiredKeys: [] },
)
const asset = fc.oneof(
  anything,
  fc.record({
    address,
    balance: hex,
    type: fc.constantFrom('erc20', 'ERC20', 'native', 'NFT', '__proto__'),
    metadata,
  }),
)
const byChain = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof(anything, fc.dictionary(key, value, { maxKeys: 3 }))

onlyTypedErrors(
  'parseWalletCalls',
  fc.tuple(fc.oneof(anything, fc.array(call, { maxLength: 4 }))),
  parseWalletCalls,
)
onlyTypedErrors(
  'parseCallsId',
  fc.tuple(fc.oneof(anything, fc.record({ id: anything }))),
  parseCallsId,
)
onlyTypedErrors('parseWalletCapabilities', fc.tuple(byChain(anything)), parseWalletCapabilities)
onlyTypedErrors(
  'parseWalletAssets',
  fc.tuple(byChain(fc.oneof(anything, fc.array(asset, { maxLength: 3 })))),
  parseWalletAssets,
)

/** runs `fn`, keeping only whether it threw one of our errors */
function settle(fn: () => unknown): unknown {
  try {
    return fn()
  } catch (error) {
    expect(error).toBeInstanceOf(BaseError)
    return error
  }
}

test('behavior: __proto__ and constructor keys neither pollute nor pass', () => {
  const before = Object.getOwnPropertyNames(Object.prototype).join()
  const hostile = JSON.parse(
    '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"0x1":{"__proto__":{"polluted":1}}}',
  )
  settle(() => parseWalletCapabilities(hostile))
  settle(() => parseWalletAssets(hostile))
  settle(() => parseWalletCalls([{ to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', ...hostile }]))
  const capabilities = settle(() =>
    parseWalletCapabilities(JSON.parse('{"0x1":{"__proto__":{"polluted":1}}}')),
  ) as Record<string, object>
  expect(Object.getPrototypeOf(capabilities)).toBe(Object.prototype)
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
  expect(Object.getOwnPropertyNames(Object.prototype).join()).toBe(before)
})

test('behavior: 20,000 calls or assets and megabyte fields settle in one pass', () => {
  const to = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
  expect(parseWalletCalls(Array.from({ length: 20_000 }, () => ({ to })))).toHaveLength(20_000)
  expect(() =>
    parseWalletCalls([...Array.from({ length: 20_000 }, () => ({ to })), { to: 'x' }]),
  ).toThrow(BaseError)
  expect(() => parseWalletCalls([])).toThrow(BaseError)
  // calldata has no size rule here (a deployment is large); anything not hex is refused
  expect(parseWalletCalls([{ to, data: `0x${'ab'.repeat(MB / 2)}` }])).toHaveLength(1)
  expect(() => parseWalletCalls([{ to, data: `0x${'0'.repeat(MB)}g` }])).toThrow(BaseError)
  for (const huge of [`0x${'a'.repeat(MB)}`, 'a'.repeat(MB), `0x${'0'.repeat(MB)}g`]) {
    expect(() => parseWalletCalls([{ to: huge }])).toThrow(BaseError)
    settle(() => parseWalletCalls([{ to, data: huge }]))
    expect(() => parseWalletCapabilities({ [huge]: {} })).toThrow(BaseError)
    settle(() => parseCallsId({ id: huge }))
  }
  const native = {
    address: 'native',
    balance: '0x1',
    type: 'native',
    metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
  expect(
    parseWalletAssets({ '0x1': Array.from({ length: 20_000 }, () => native) })['0x1'],
  ).toHaveLength(20_000)
})

test('behavior: decimals past 255 and non-finite prices are refused', () => {
  const asset = (metadata: object) => ({
    '0x1': [{ address: 'native', balance: '0x1', type: 'native', metadata }],
  })
  const base = { name: 'Ether', symbol: 'ETH' }
  for (const decimals of [256, 1e9, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
    expect(() => parseWalletAssets(asset({ ...base, decimals }))).toThrow(BaseError)
  for (const price of [Number.NaN, Number.NEGATIVE_INFINITY])
    expect(() => parseWalletAssets(asset({ ...base, decimals: 18, price }))).toThrow(BaseError)
  expect(parseWalletAssets(asset({ ...base, decimals: 255 }))['0x1']).toHaveLength(1)
})
