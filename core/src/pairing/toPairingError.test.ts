import { describe, expect, test } from 'vitest'
import { isUserRejection } from '../errors/getErrorCode.js'
import { toConnectError, toPairingError } from './toPairingError.js'

describe('toPairingError', () => {
  test('behavior: the library messages become the spec errors', () => {
    expect(
      toPairingError(new Error('Sign Client not initialized')).shortMessage,
    ).toMatchInlineSnapshot(`"Sign Client not initialized"`)
    expect(toPairingError(new Error('Please call connect() before request()')).name).toBe(
      'RequestBeforeConnectError',
    )
    expect(
      toPairingError(new Error('Session not initialized. Please call connect() before enable()'))
        .shortMessage,
    ).toMatchInlineSnapshot(`"Session not initialized. Please call connect() before enable()"`)
    expect(
      toPairingError(
        new Error(
          "Namespace 'solana' is not configured. Please call connect() first with namespace config.",
        ),
      ).shortMessage,
    ).toMatchInlineSnapshot(
      `"Namespace 'solana' is not configured. Please call connect() first with namespace config."`,
    )
  })

  test('behavior: a wallet error keeps its code', () => {
    const error = toPairingError({ code: 4001, message: 'User rejected the request.' })
    expect(error.name).toBe('ProviderRpcError')
    expect(isUserRejection(error)).toBe(true)
    expect(error.shortMessage).toBe('User rejected the request.')
  })

  test('behavior: anything else is an internal error', () => {
    expect(toPairingError('boom').message).toMatchInlineSnapshot(`
      "boom

      Code: -32603"
    `)
    expect(toPairingError(undefined).shortMessage).toBe('An error occurred')
  })
})

describe('toConnectError', () => {
  test('behavior: a declined proposal is a user rejection', () => {
    const error = toConnectError({ code: 5000, message: 'User rejected.' })
    expect(isUserRejection(error)).toBe(true)
    expect(error).toMatchObject({ code: 4001, data: { walletCode: 5000 } })
  })
})
