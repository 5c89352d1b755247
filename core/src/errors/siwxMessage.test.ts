import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import { SiwxMessageUnavailableError } from './siwxMessage.js'

test('SiwxMessageUnavailableError names what loads the message writer', () => {
  const error = new SiwxMessageUnavailableError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('SiwxMessageUnavailableError')
  expect(error.shortMessage).toBe('The sign-in message is written once a wallet is connected')
  expect(error.metaMessages).toEqual(['Connect a wallet first'])
  expect(
    new SiwxMessageUnavailableError({ hint: 'Connect a wallet, or await adapter.load(), first' })
      .metaMessages,
  ).toEqual(['Connect a wallet, or await adapter.load(), first'])
})
