import { expect, test } from 'vitest'
import { DEFAULT_ACCOUNT_TYPES, getDefaultAccountType } from './getDefaultAccountType.js'

test('default', () => {
  expect(DEFAULT_ACCOUNT_TYPES).toMatchInlineSnapshot(`
    {
      "bip122": "payment",
      "eip155": "smartAccount",
      "polkadot": "eoa",
      "solana": "eoa",
    }
  `)
})

test('parameters: namespace', () => {
  expect(getDefaultAccountType('bip122')).toBe('payment')
  expect(getDefaultAccountType('eip155')).toBe('smartAccount')
  expect(getDefaultAccountType('polkadot')).toBe('eoa')
  expect(getDefaultAccountType('solana')).toBe('eoa')
  expect(getDefaultAccountType('cosmos')).toBe('eoa')
  // names of Object.prototype are not namespaces
  expect(getDefaultAccountType('toString')).toBe('eoa')
  expect(getDefaultAccountType('__proto__')).toBe('eoa')
})

test('parameters: overrides', () => {
  expect(getDefaultAccountType('eip155', { eip155: 'eoa' })).toBe('eoa')
  expect(getDefaultAccountType('bip122', { bip122: 'ordinal' })).toBe('ordinal')
  expect(getDefaultAccountType('solana', { eip155: 'eoa' })).toBe('eoa')
  expect(getDefaultAccountType('eip155', { eip155: undefined })).toBe('smartAccount')
})
