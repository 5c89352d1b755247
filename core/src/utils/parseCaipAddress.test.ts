import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { isChainNamespace, parseCaipAddress } from './parseCaipAddress.js'

// any code point, lone surrogates included
const unicode = fc.string({ unit: fc.nat(0x10ffff).map((c) => String.fromCodePoint(c)) })

const anyInput = fc.oneof(
  fc.string(),
  unicode,
  fc.jsonValue(),
  fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
)
const part = fc.string({ minLength: 1 }).filter((s) => !s.includes(':'))

test('default', () => {
  expect(
    parseCaipAddress('eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'),
  ).toMatchInlineSnapshot(`
      {
        "address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
        "caipAddress": "eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
        "namespace": "eip155",
        "networkId": "eip155:1",
        "reference": "1",
      }
    `)
})

test('parameters: value (wrong number of parts)', () => {
  expect(() => parseCaipAddress('eip155:1')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipAddressError: Invalid CAIP Address

    Received: "eip155:1"]
  `)
  expect(() => parseCaipAddress('eip155:1:0xabc:extra')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipAddressError: Invalid CAIP Address

    Received: "eip155:1:0xabc:extra"]
  `)
  expect(() => parseCaipAddress('')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipAddressError: Invalid CAIP Address

    Received: ""]
  `)
})

test('parameters: value (an empty part)', () => {
  expect(() => parseCaipAddress('eip155::0xabc')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaip10AddressError: Invalid CAIP-10 address

    Received: "eip155::0xabc"]
  `)
  expect(() => parseCaipAddress(':1:0xabc')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaip10AddressError: Invalid CAIP-10 address

    Received: ":1:0xabc"]
  `)
  expect(() => parseCaipAddress('eip155:1:')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaip10AddressError: Invalid CAIP-10 address

    Received: "eip155:1:"]
  `)
})

test('parameters: value (unknown namespace)', () => {
  expect(() =>
    parseCaipAddress('cosmos:cosmoshub-4:cosmos1abc'),
  ).toThrowErrorMatchingInlineSnapshot(`
    [UnknownNamespaceError: Unknown chain namespace: "cosmos"

    Known namespaces: eip155, solana, bip122]
  `)
})

test('parameters: value (each known namespace)', () => {
  expect(parseCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc').namespace).toBe('solana')
  expect(parseCaipAddress('bip122:000000000019d6689c085ae165831e93:bc1q').networkId).toBe(
    'bip122:000000000019d6689c085ae165831e93',
  )
})

test('parameters: value (not a string)', () => {
  expect(() => parseCaipAddress(42 as unknown as string)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipAddressError: Invalid CAIP Address

    Received: "42"]
  `)
})

test('behavior: isChainNamespace', () => {
  expect(isChainNamespace('eip155')).toBe(true)
  expect(isChainNamespace('EIP155')).toBe(false)
  expect(isChainNamespace('polkadot')).toBe(false)
  expect(isChainNamespace(undefined)).toBe(false)
  fc.assert(fc.property(anyInput, (value) => void isChainNamespace(value)))
})

test('behavior: a generated CAIP-10 id parses back to its parts', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('eip155', 'solana', 'bip122'),
      part,
      part,
      (namespace, reference, address) => {
        const parsed = parseCaipAddress(`${namespace}:${reference}:${address}`)
        expect(parsed).toEqual({
          namespace,
          reference,
          address,
          networkId: `${namespace}:${reference}`,
          caipAddress: `${namespace}:${reference}:${address}`,
        })
      },
    ),
  )
})

test('behavior: throws only typed errors on arbitrary input', () => {
  fc.assert(
    fc.property(anyInput, (value) => {
      try {
        parseCaipAddress(value as string)
      } catch (error) {
        expect(error).toBeInstanceOf(BaseError)
      }
    }),
  )
})

test('behavior: objects that String() cannot convert still get the typed error', () => {
  expect(() =>
    parseCaipAddress({ toString: 0 } as unknown as string),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidCaipAddressError: Invalid CAIP Address

    Received: "object"]
  `)
  expect(() => parseCaipAddress(Object.create(null))).toThrow(BaseError)
})
