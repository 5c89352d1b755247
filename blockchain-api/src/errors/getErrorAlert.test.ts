import { expect, test } from 'vitest'
import { ALERTS } from './alerts.js'
import { BaseError } from './BaseError.js'
import { getErrorAlert } from './getErrorAlert.js'
import { HttpStatusError } from './request.js'

const withAlert = new HttpStatusError({
  endpoint: 'x',
  status: 403,
  alert: ALERTS.JWT_TOKEN_NOT_VALID,
})

test('default', () => {
  expect(getErrorAlert(withAlert)).toBe(ALERTS.JWT_TOKEN_NOT_VALID)
})

test('behavior: found anywhere in the cause chain', () => {
  const outer = new BaseError('outer', { cause: new Error('middle', { cause: withAlert }) })
  expect(getErrorAlert(outer)).toBe(ALERTS.JWT_TOKEN_NOT_VALID)
})

test('behavior: none without one, for non-errors and for cycles', () => {
  expect(getErrorAlert(new HttpStatusError({ endpoint: 'x', status: 500 }))).toBeUndefined()
  expect(getErrorAlert('text')).toBeUndefined()
  const a = new Error('a')
  a.cause = new Error('b', { cause: a })
  expect(getErrorAlert(a)).toBeUndefined()
})
