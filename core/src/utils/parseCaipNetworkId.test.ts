import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { isCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js'

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
  expect(parseCaipNetworkId('eip155:1')).toBe('eip155:1')
  expect(isCaipNetworkId('eip155:1')).toBe(true)
})

test('parameters: value (wrong number of parts)', () => {
  expect(() => parseCaipNetworkId('eip155')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidNetworkIdError: Invalid CAIP-2 network id

    Received: "eip155"]
  `)
  expect(() => parseCaipNetworkId('eip155:1:0xabc')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidNetworkIdError: Invalid CAIP-2 network id

    Received: "eip155:1:0xabc"]
  `)
  expect(isCaipNetworkId('eip155')).toBe(false)
  expect(isCaipNetworkId('eip155:1:0xabc')).toBe(false)
})

test('parameters: value (an empty part)', () => {
  expect(() => parseCaipNetworkId(':1')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidNetworkIdError: Invalid CAIP-2 network id

    Received: ":1"]
  `)
  expect(() => parseCaipNetworkId('eip155:')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidNetworkIdError: Invalid CAIP-2 network id

    Received: "eip155:"]
  `)
  expect(() => parseCaipNetworkId('')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidNetworkIdError: Invalid CAIP-2 network id

    Received: ""]
  `)
  expect(isCaipNetworkId(':')).toBe(false)
})

test('parameters: value (any namespace is a network id)', () => {
  expect(parseCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(
    'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  )
})

test('parameters: value (not a string)', () => {
  expect(() => parseCaipNetworkId(1 as unknown as string)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidNetworkIdError: Invalid CAIP-2 network id

    Received: "1"]
  `)
  expect(isCaipNetworkId(1)).toBe(false)
})

test('behavior: a generated network id round-trips, and the guard agrees', () => {
  fc.assert(
    fc.property(part, part, (namespace, reference) => {
      const id = `${namespace}:${reference}`
      expect(parseCaipNetworkId(id)).toBe(id)
      expect(isCaipNetworkId(id)).toBe(true)
    }),
  )
})

test('behavior: throws only typed errors; the guard never throws and agrees with the parser', () => {
  fc.assert(
    fc.property(anyInput, (value) => {
      let parsed = true
      try {
        parseCaipNetworkId(value as string)
      } catch (error) {
        expect(error).toBeInstanceOf(BaseError)
        parsed = false
      }
      expect(isCaipNetworkId(value)).toBe(parsed)
    }),
  )
})

test('behavior: objects that String() cannot convert still get the typed error', () => {
  expect(() =>
    parseCaipNetworkId({ toString: 0 } as unknown as string),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidNetworkIdError: Invalid CAIP-2 network id

    Received: "object"]
  `)
  expect(() => parseCaipNetworkId(Object.create(null))).toThrow(BaseError)
})
