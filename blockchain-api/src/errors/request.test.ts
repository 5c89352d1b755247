import { expect, test } from 'vitest'
import { ALERTS } from './alerts.js'
import { BaseError } from './BaseError.js'
import {
  HttpStatusError,
  NetworkRequestFailedError,
  RequestAbortedError,
  RequestTimeoutError,
} from './request.js'

test('default', () => {
  const error = new NetworkRequestFailedError({
    endpoint: 'GET /t',
    cause: new TypeError('fetch failed'),
  })
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchInlineSnapshot(`
    [NetworkRequestFailedError: Network request failed

    Endpoint: GET /t

    Details: fetch failed]
  `)
})

test('behavior: the spec messages', () => {
  expect(new NetworkRequestFailedError({ endpoint: 'x' }).shortMessage).toBe(
    'Network request failed',
  )
  expect(new RequestTimeoutError({ endpoint: 'x', timeout: 1 }).shortMessage).toBe(
    'Network request timed out',
  )
  expect(new RequestAbortedError({ endpoint: 'x' }).shortMessage).toBe('Aborted')
})

test('behavior: an HTTP status error shows its alert', () => {
  expect(
    new HttpStatusError({
      endpoint: 'GET /t',
      status: 403,
      providerMessage: 'Unauthorized: origin not allowed',
      alert: ALERTS.INVALID_APP_CONFIGURATION,
    }),
  ).toMatchInlineSnapshot(`
    [HttpStatusError: HTTP request failed with status 403

    Endpoint: GET /t
    Alert: Invalid App Configuration (INVALID_APP_CONFIGURATION)

    Details: Unauthorized: origin not allowed]
  `)
})
