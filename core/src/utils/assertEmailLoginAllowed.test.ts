import { expect, test } from 'vitest'
import { EmailCooldownError } from '../errors/frame.js'
import { assertEmailLoginAllowed } from './assertEmailLoginAllowed.js'

const now = 1_700_000_000_000

test('default', () => {
  expect(() => assertEmailLoginAllowed({ lastLoginTime: undefined, now })).not.toThrow()
})

test('parameters: lastLoginTime (within the cooldown)', () => {
  expect(() =>
    assertEmailLoginAllowed({ lastLoginTime: now - 12_500, now }),
  ).toThrowErrorMatchingInlineSnapshot(`[EmailCooldownError: Please try again after 18 seconds]`)
  expect(() => assertEmailLoginAllowed({ lastLoginTime: now - 29_999, now })).toThrowError(
    'Please try again after 1 seconds',
  )
})

test('parameters: lastLoginTime (after the cooldown)', () => {
  expect(() => assertEmailLoginAllowed({ lastLoginTime: now - 30_000, now })).not.toThrow()
})

test('behavior: the error carries the seconds left', () => {
  try {
    assertEmailLoginAllowed({ lastLoginTime: now, now })
  } catch (error) {
    expect(error).toBeInstanceOf(EmailCooldownError)
    expect((error as EmailCooldownError).secondsLeft).toBe(30)
  }
  expect.assertions(2)
})
