import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import * as send from './send.js'

test('default', () => {
  const errors = Object.values(send).map((ErrorClass) => new ErrorClass())
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((e) => [e.name, e.shortMessage])).toMatchInlineSnapshot(`
    [
      [
        "SendFailedError",
        "Something went wrong",
      ],
      [
        "SolanaSendFailedError",
        "Failed to send transaction. Please try again.",
      ],
      [
        "UnsupportedChainError",
        "Unsupported chain",
      ],
      [
        "ChainNotSupportedError",
        "Chain is not supported",
      ],
      [
        "InvalidSendParametersError",
        "Please enter a valid amount and receiver address",
      ],
    ]
  `)
})
