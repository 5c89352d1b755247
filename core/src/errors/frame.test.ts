import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import {
  EmailCooldownError,
  EmailLoginDependencyError,
  FrameRequestError,
  FrameUnknownError,
  RequestAbortedError,
  RpcNotAllowedError,
} from './frame.js'

test('default', () => {
  const errors = [
    new RequestAbortedError(),
    new FrameRequestError(),
    new FrameUnknownError(),
    new RpcNotAllowedError(),
    new EmailLoginDependencyError(),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((e) => [e.name, e.shortMessage])).toMatchInlineSnapshot(`
    [
      [
        "RequestAbortedError",
        "Request was aborted",
      ],
      [
        "FrameRequestError",
        "Something went wrong",
      ],
      [
        "FrameUnknownError",
        "An error occurred",
      ],
      [
        "RpcNotAllowedError",
        "Requested RPC call is not allowed",
      ],
      [
        "EmailLoginDependencyError",
        "Unable to load email login dependency",
      ],
    ]
  `)
})

test('parameters: secondsLeft', () => {
  const error = new EmailCooldownError({ secondsLeft: 12 })
  expect(error).toMatchInlineSnapshot(`[EmailCooldownError: Please try again after 12 seconds]`)
  expect(error.secondsLeft).toBe(12)
})
