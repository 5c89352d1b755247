import { expect, test } from 'vitest'
import { isEip155Address } from './isEip155Address.js'

test('isEip155Address: 40 hex digits, 0x optional, any case, no checksum check', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  expect(isEip155Address(address)).toBe(true)
  expect(isEip155Address(address.slice(2))).toBe(true)
  expect(isEip155Address(address.replace('f39F', 'f39f'))).toBe(true)
  expect(isEip155Address(address.toUpperCase().replace('0X', '0x'))).toBe(true)
  expect(isEip155Address(`${address}00`)).toBe(false)
  expect(isEip155Address(address.slice(0, -1))).toBe(false)
  expect(isEip155Address(address.replace('f', 'g'))).toBe(false)
  expect(isEip155Address('')).toBe(false)
})
