import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatAddressForDisplay } from './formatAddressForDisplay.js'

test('default', () => {
  expect(formatAddressForDisplay('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('0x5a…1BeAed')
})

test('parameters: address (length boundary)', () => {
  expect(formatAddressForDisplay('')).toBe('')
  expect(formatAddressForDisplay('12345678901')).toBe('12345678901')
  expect(formatAddressForDisplay('123456789012')).toBe('1234…789012')
  expect(formatAddressForDisplay('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe('Toke…3VQ5DA')
})

test('behavior: never splits a character outside the BMP', () => {
  expect(formatAddressForDisplay('😀😀😀😀xxxxx😀😀😀😀😀😀')).toBe('😀😀😀😀…😀😀😀😀😀😀')
})

test('behavior: keeps the first 4 and last 6 characters of any long string', () => {
  fc.assert(
    fc.property(fc.string({ minLength: 12 }), (address) => {
      const out = formatAddressForDisplay(address)
      expect(out).toBe(`${address.slice(0, 4)}…${address.slice(-6)}`)
    }),
  )
})
