import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { isRecap, parseRecap } from './parseRecap.js'

const RECAP = {
  att: {
    'eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed': {
      'request/personal_sign': [{}],
      'request/eth_sendTransaction': [{ chains: ['eip155:1'] }],
    },
  },
  prf: [],
}

test('default', () => {
  expect(parseRecap(RECAP)).toBe(RECAP)
  expect(isRecap(RECAP)).toBe(true)
})

test('parameters: value (not an object)', () => {
  expect(() => parseRecap(null)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidRecapError: Invalid recap

    A recap must be an object.]
  `)
  expect(isRecap([])).toBe(false)
  expect(isRecap('recap')).toBe(false)
})

test('parameters: value (att)', () => {
  expect(() => parseRecap({})).toThrowErrorMatchingInlineSnapshot(`
    [InvalidRecapError: Invalid recap

    The recap has no \`att\` object.]
  `)
  expect(() => parseRecap({ att: {} })).toThrowErrorMatchingInlineSnapshot(`
    [InvalidRecapError: Invalid recap

    The \`att\` object has no resources.]
  `)
  expect(isRecap({ att: [] })).toBe(false)
})

test('parameters: value (resources)', () => {
  expect(() =>
    parseRecap({ att: { 'https://example.com': {} } }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidRecapError: Invalid recap

    Resource "https://example.com" must be a non-empty object of abilities.]
  `)
  expect(isRecap({ att: { 'https://example.com': [] } })).toBe(false)
  expect(isRecap({ att: { 'https://example.com': null } })).toBe(false)
  // every resource must hold abilities, not just one of them
  expect(isRecap({ att: { a: { 'crud/read': [{}] }, b: {} } })).toBe(false)
})

test('parameters: value (abilities)', () => {
  expect(() => parseRecap({ att: { a: { 'crud/read': [] } } })).toThrowErrorMatchingInlineSnapshot(`
    [InvalidRecapError: Invalid recap

    Ability "crud/read" of "a" must be a non-empty array of objects.]
  `)
  expect(isRecap({ att: { a: { 'crud/read': {} } } })).toBe(false)
  expect(isRecap({ att: { a: { 'crud/read': [1] } } })).toBe(false)
  expect(isRecap({ att: { a: { 'crud/read': [null] } } })).toBe(false)
  expect(isRecap({ att: { a: { 'crud/read': [[]] } } })).toBe(false)
  expect(isRecap({ att: { a: { 'crud/read': [{}, 'x'] } } })).toBe(false)
})

test('behavior: generated recaps pass', () => {
  const limits = fc.array(fc.dictionary(fc.string(), fc.jsonValue()), {
    minLength: 1,
    maxLength: 3,
  })
  const abilities = fc.dictionary(fc.string(), limits, { minKeys: 1, maxKeys: 3 })
  fc.assert(
    fc.property(fc.dictionary(fc.string(), abilities, { minKeys: 1, maxKeys: 3 }), (att) => {
      expect(isRecap({ att })).toBe(true)
    }),
  )
})

test('behavior: only typed errors on arbitrary input; the guard agrees', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.jsonValue(),
        fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
        fc.record({
          att: fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
        }),
      ),
      (value) => {
        let ok = true
        try {
          parseRecap(value)
        } catch (error) {
          expect(error).toBeInstanceOf(BaseError)
          ok = false
        }
        expect(isRecap(value)).toBe(ok)
      },
    ),
  )
})
