import { expect, test } from 'vitest'
import { ALERTS, getAlertForMessage } from './alerts.js'

test('default', () => {
  expect(getAlertForMessage('Unauthorized: origin not allowed')).toBe(
    ALERTS.INVALID_APP_CONFIGURATION,
  )
})

test('behavior: the provider messages of the spec, found anywhere in the text', () => {
  expect(getAlertForMessage('{"message":"Unauthorized: invalid key"}')).toBe(
    ALERTS.INVALID_PROJECT_ID,
  )
  expect(getAlertForMessage('JWT validation error: JWT Token is not yet valid (nbf)')).toBe(
    ALERTS.JWT_TOKEN_NOT_VALID,
  )
  expect(getAlertForMessage('Unauthorized')).toBeUndefined()
})
