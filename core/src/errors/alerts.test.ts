import fc from 'fast-check'
import { expect, test } from 'vitest'
import { ALERTS, getAlertForMessage } from './alerts.js'

test('default', () => {
  expect(Object.values(ALERTS).map((a) => [a.code, a.title])).toMatchInlineSnapshot(`
    [
      [
        "SWITCH_NETWORK_NOT_FOUND",
        "Network Not Found",
      ],
      [
        "INVALID_APP_CONFIGURATION",
        "Invalid App Configuration",
      ],
      [
        "SOCIALS_TIMEOUT",
        "Invalid App Configuration",
      ],
      [
        "JWT_TOKEN_NOT_VALID",
        "Session Expired",
      ],
      [
        "INVALID_PROJECT_ID",
        "Invalid App Configuration",
      ],
      [
        "PROJECT_ID_NOT_CONFIGURED",
        "Project ID Not Configured",
      ],
    ]
  `)
})

test('parameters: message (the provider messages of the spec)', () => {
  expect(getAlertForMessage('Unauthorized: origin not allowed')?.code).toBe(
    'INVALID_APP_CONFIGURATION',
  )
  expect(getAlertForMessage('JWT validation error: JWT Token is not yet valid')?.code).toBe(
    'JWT_TOKEN_NOT_VALID',
  )
  expect(getAlertForMessage('Unauthorized: invalid key')?.code).toBe('INVALID_PROJECT_ID')
  expect(getAlertForMessage('HTTP 401: Unauthorized: invalid key (request id 9)')?.code).toBe(
    'INVALID_PROJECT_ID',
  )
  expect(getAlertForMessage('User rejected the request.')).toBeUndefined()
})

test('behavior: never throws', () => {
  fc.assert(fc.property(fc.string(), (message) => void getAlertForMessage(message)))
})
