import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import * as pairing from './pairing.js'

test('default', () => {
  const errors = Object.values(pairing).map((ErrorClass) => new ErrorClass())
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((e) => [e.name, e.shortMessage])).toMatchInlineSnapshot(`
    [
      [
        "SignClientNotInitializedError",
        "Sign Client not initialized",
      ],
      [
        "RequestBeforeConnectError",
        "Please call connect() before request()",
      ],
      [
        "SessionNotInitializedError",
        "Session not initialized. Please call connect() before enable()",
      ],
    ]
  `)
})
