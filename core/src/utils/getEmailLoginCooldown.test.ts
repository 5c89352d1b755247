import fc from 'fast-check'
import { expect, test } from 'vitest'
import { EMAIL_LOGIN_COOLDOWN } from '../constants.js'
import { getEmailLoginCooldown } from './getEmailLoginCooldown.js'

const now = 1_700_000_000_000

test('default', () => {
  expect(getEmailLoginCooldown({ lastLoginTime: now - 10_000, now })).toBe(20)
})

test('parameters: lastLoginTime (none)', () => {
  expect(getEmailLoginCooldown({ lastLoginTime: undefined, now })).toBe(0)
  expect(getEmailLoginCooldown({ lastLoginTime: Number.NaN, now })).toBe(0)
})

test('parameters: lastLoginTime (boundaries of the 30 s cooldown)', () => {
  expect(getEmailLoginCooldown({ lastLoginTime: now, now })).toBe(30)
  expect(getEmailLoginCooldown({ lastLoginTime: now - 1, now })).toBe(30)
  expect(getEmailLoginCooldown({ lastLoginTime: now - 1_000, now })).toBe(29)
  expect(getEmailLoginCooldown({ lastLoginTime: now - 29_001, now })).toBe(1)
  expect(getEmailLoginCooldown({ lastLoginTime: now - 29_999, now })).toBe(1)
  expect(getEmailLoginCooldown({ lastLoginTime: now - EMAIL_LOGIN_COOLDOWN, now })).toBe(0)
  expect(getEmailLoginCooldown({ lastLoginTime: now - 60_000, now })).toBe(0)
})

test('parameters: now (a clock set back)', () => {
  expect(getEmailLoginCooldown({ lastLoginTime: now + 3_600_000, now })).toBe(30)
  expect(getEmailLoginCooldown({ lastLoginTime: now, now: Number.NaN })).toBe(0)
})

test('behavior: always between 0 and 30 seconds, and never grows with time', () => {
  fc.assert(
    fc.property(fc.integer(), fc.integer(), fc.nat(100_000), (lastLoginTime, start, step) => {
      const a = getEmailLoginCooldown({ lastLoginTime, now: start })
      const b = getEmailLoginCooldown({ lastLoginTime, now: start + step })
      expect(a).toBeGreaterThanOrEqual(0)
      expect(a).toBeLessThanOrEqual(30)
      expect(Number.isInteger(a)).toBe(true)
      // a clock moving back can only raise it to the cap, which the first call already caps
      if (start >= lastLoginTime) expect(b).toBeLessThanOrEqual(a)
    }),
  )
})
