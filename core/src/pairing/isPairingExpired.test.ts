import { expect, test } from 'vitest'
import { PAIRING_EXPIRY, PAIRING_EXPIRY_MARGIN } from '../constants.js'
import { isPairingExpired } from './isPairingExpired.js'

test('default', () => {
  const issued = 1_000_000
  const expiry = issued + PAIRING_EXPIRY
  expect(isPairingExpired(expiry, issued)).toBe(false)
  expect(isPairingExpired(expiry, expiry - PAIRING_EXPIRY_MARGIN - 1)).toBe(false)
})

test('behavior: expired from 10 s before the 4 min expiry', () => {
  expect(PAIRING_EXPIRY).toBe(240_000)
  expect(PAIRING_EXPIRY_MARGIN).toBe(10_000)
  const expiry = 240_000
  expect(isPairingExpired(expiry, 230_000)).toBe(true)
  expect(isPairingExpired(expiry, 250_000)).toBe(true)
})

test('behavior: no expiry means nothing fresh', () => {
  expect(isPairingExpired(undefined, 0)).toBe(true)
})
