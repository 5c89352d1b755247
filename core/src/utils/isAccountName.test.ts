import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { isAccountName, parseAccountName } from './isAccountName.js'

test('default', () => {
  expect(isAccountName('walletport')).toBe(true)
  expect(parseAccountName('wallet-port-2')).toBe('wallet-port-2')
})

test('parameters: value (at least 4 characters)', () => {
  expect(isAccountName('abc')).toBe(false)
  expect(isAccountName('abcd')).toBe(true)
  expect(isAccountName('a'.repeat(200))).toBe(true)
  expect(isAccountName('')).toBe(false)
})

test('parameters: value (letters, digits and hyphens)', () => {
  expect(isAccountName('ABcd')).toBe(true)
  expect(isAccountName('1234')).toBe(true)
  expect(isAccountName('----')).toBe(true)
  expect(isAccountName('name.reown.id')).toBe(false)
  expect(isAccountName('my name')).toBe(false)
  expect(isAccountName('my_name')).toBe(false)
  expect(isAccountName('naïve')).toBe(false)
  expect(isAccountName('name\n')).toBe(false)
  expect(isAccountName(1234)).toBe(false)
  expect(() => parseAccountName('ab')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidAccountNameError: Invalid account name

    Use letters, digits and hyphens, at least 4 characters.
    Received: "ab"]
  `)
})

test('behavior: generated names pass; only typed errors on arbitrary input', () => {
  const character = fc.constantFrom(
    ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-',
  )
  fc.assert(
    fc.property(fc.string({ unit: character, minLength: 4 }), (name) => {
      expect(parseAccountName(name)).toBe(name)
    }),
  )
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.jsonValue(),
        fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      ),
      (value) => {
        const ok = isAccountName(value)
        try {
          parseAccountName(value as string)
          expect(ok).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(BaseError)
          expect(ok).toBe(false)
        }
      },
    ),
  )
})
