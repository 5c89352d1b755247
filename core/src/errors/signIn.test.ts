import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import * as signIn from './signIn.js'

test('default', () => {
  const errors = Object.values(signIn).map((ErrorClass) => new ErrorClass())
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((e) => [e.name, e.shortMessage])).toMatchInlineSnapshot(`
    [
      [
        "SiwxNotEnabledError",
        "SIWX is not enabled",
      ],
      [
        "NoActiveNetworkError",
        "No ActiveCaipNetwork or client found",
      ],
      [
        "NoConnectionClientError",
        "No ConnectionController client found",
      ],
      [
        "SignInInitError",
        "A problem occurred while trying initialize authentication",
      ],
      [
        "SmartAccountSignatureError",
        "This application might not support Smart Accounts",
      ],
      [
        "SignatureDeclinedError",
        "Signature declined",
      ],
      [
        "SiwxVerificationError",
        "The sign-in signature could not be verified",
      ],
    ]
  `)
})
