import { expect, expectTypeOf, test } from 'vitest'
import { RequestBeforeConnectError } from '../errors/pairing.js'
import { assertSession } from './assertSession.js'

test('default', () => {
  const session: { topic: string } | undefined = { topic: 'abc' }
  assertSession(session)
  expectTypeOf(session).toEqualTypeOf<{ topic: string }>()
})

test('parameters: session (missing)', () => {
  expect(() => assertSession(undefined)).toThrowErrorMatchingInlineSnapshot(
    `[RequestBeforeConnectError: Please call connect() before request()]`,
  )
  expect(() => assertSession(null)).toThrow(RequestBeforeConnectError)
})

test('behavior: falsy sessions other than null and undefined pass', () => {
  expect(() => assertSession(0)).not.toThrow()
  expect(() => assertSession('')).not.toThrow()
})
