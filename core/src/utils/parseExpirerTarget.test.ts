import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { formatExpirerTarget } from './formatExpirerTarget.js'
import { isExpirerTarget, parseExpirerTarget } from './parseExpirerTarget.js'

test('default', () => {
  expect(parseExpirerTarget('topic:abc123')).toEqual({ type: 'topic', topic: 'abc123' })
  expect(parseExpirerTarget('id:1700000000000123')).toEqual({ type: 'id', id: 1700000000000123 })
})

test('parameters: value (topic)', () => {
  expect(parseExpirerTarget('topic:a:b')).toEqual({ type: 'topic', topic: 'a:b' })
  expect(isExpirerTarget('topic:')).toBe(false)
  expect(() => parseExpirerTarget('topic')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidExpirerTargetError: Invalid expirer target

    Expected topic:string or id:number.
    Received: "topic"]
  `)
})

test('parameters: value (id)', () => {
  expect(parseExpirerTarget('id:0')).toEqual({ type: 'id', id: 0 })
  expect(isExpirerTarget(`id:${Number.MAX_SAFE_INTEGER}`)).toBe(true)
  expect(isExpirerTarget(`id:${Number.MAX_SAFE_INTEGER + 1}`)).toBe(false)
  expect(isExpirerTarget('id:')).toBe(false)
  expect(isExpirerTarget('id:-1')).toBe(false)
  expect(isExpirerTarget('id:1.5')).toBe(false)
  expect(isExpirerTarget('id:1e3')).toBe(false)
  expect(isExpirerTarget('id:abc')).toBe(false)
  expect(() => parseExpirerTarget('id:abc')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidExpirerTargetError: Invalid expirer target

    Expected topic:string or id:number.
    Received: "id:abc"]
  `)
})

test('parameters: value (other types)', () => {
  expect(isExpirerTarget('pairing:abc')).toBe(false)
  expect(isExpirerTarget(':abc')).toBe(false)
  expect(isExpirerTarget('')).toBe(false)
  expect(isExpirerTarget(42)).toBe(false)
})

test('behavior: formatExpirerTarget and parseExpirerTarget round-trip', () => {
  const target = fc.oneof(
    fc.record({ type: fc.constant('topic' as const), topic: fc.string({ minLength: 1 }) }),
    fc.record({ type: fc.constant('id' as const), id: fc.maxSafeNat() }),
  )
  fc.assert(
    fc.property(target, (value) => {
      expect(parseExpirerTarget(formatExpirerTarget(value))).toEqual(value)
    }),
  )
})

test('behavior: only typed errors on arbitrary input; the guard agrees', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.jsonValue(),
        fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      ),
      (value) => {
        let ok = true
        try {
          parseExpirerTarget(value as string)
        } catch (error) {
          expect(error).toBeInstanceOf(BaseError)
          ok = false
        }
        expect(isExpirerTarget(value)).toBe(ok)
      },
    ),
  )
})
