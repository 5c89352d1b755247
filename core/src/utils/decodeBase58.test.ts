import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { decodeBase58 } from './decodeBase58.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

// the plain textbook encoder, to check decoding by round trip
function encodeBase58(bytes: Uint8Array): string {
  let number = 0n
  for (const byte of bytes) number = number * 256n + BigInt(byte)
  let text = ''
  while (number > 0n) {
    text = ALPHABET[Number(number % 58n)] + text
    number /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

test('default', () => {
  expect(new TextDecoder().decode(decodeBase58('2NEpo7TZRRrLZSi2U'))).toBe('Hello World!')
})

test('parameters: value (digits and leading zeros)', () => {
  expect([...decodeBase58('')]).toEqual([])
  expect([...decodeBase58('1')]).toEqual([0])
  expect([...decodeBase58('111')]).toEqual([0, 0, 0])
  expect([...decodeBase58('z')]).toEqual([57])
  expect([...decodeBase58('21')]).toEqual([58])
  expect([...decodeBase58('15R')]).toEqual([0, 1, 0])
})

test('parameters: value (outside the alphabet)', () => {
  for (const character of ['0', 'O', 'I', 'l', '+', '/', ' ', 'é'])
    expect(() => decodeBase58(`abc${character}`)).toThrow(BaseError)
  expect(() => decodeBase58('0x12')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidBase58Error: Invalid base58 string

    Received: "0x12"]
  `)
})

test('behavior: decodes what the textbook encoder makes', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
      expect([...decodeBase58(encodeBase58(bytes))]).toEqual([...bytes])
    }),
  )
})

test('behavior: only typed errors on arbitrary input', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.jsonValue(),
        fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      ),
      (value) => {
        try {
          decodeBase58(value as string)
        } catch (error) {
          expect(error).toBeInstanceOf(BaseError)
        }
      },
    ),
  )
})
