import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import { getErrorCode, isUserRejection } from './getErrorCode.js'
import { ProviderRpcError } from './ProviderRpcError.js'

test('default', () => {
  const error = new ProviderRpcError({ code: 4001, message: 'User rejected the request.' })
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchInlineSnapshot(`
    [ProviderRpcError: User rejected the request.

    Code: 4001]
  `)
  expect(error.code).toBe(4001)
})

test('parameters: data and cause', () => {
  const cause = { code: 4001, message: 'raw' }
  const error = new ProviderRpcError({ code: 4001, message: 'Rejected', data: { x: 1 }, cause })
  expect(error.data).toEqual({ x: 1 })
  expect(error.cause).toBe(cause)
})

test('behavior: getErrorCode reads codes through causes', () => {
  expect(getErrorCode({ code: 4902 })).toBe(4902)
  expect(getErrorCode(new Error('x', { cause: { code: -32603 } }))).toBe(-32603)
  expect(
    getErrorCode(new BaseError('a', { cause: new ProviderRpcError({ code: 4100, message: 'b' }) })),
  ).toBe(4100)
  expect(getErrorCode({ code: '4001' })).toBeUndefined()
  expect(getErrorCode({ code: 4001.5 })).toBeUndefined()
  expect(getErrorCode(null)).toBeUndefined()
  expect(getErrorCode('4001')).toBeUndefined()
})

test('behavior: getErrorCode stops on a cause cycle', () => {
  const a: { cause?: unknown } = {}
  const b = { cause: a }
  a.cause = b
  expect(getErrorCode(a)).toBeUndefined()
})

test('behavior: isUserRejection', () => {
  expect(isUserRejection({ code: 4001 })).toBe(true)
  expect(isUserRejection(new Error('x', { cause: { code: 4001 } }))).toBe(true)
  expect(isUserRejection({ code: 4100 })).toBe(false)
  expect(isUserRejection(undefined)).toBe(false)
})

test('behavior: getErrorCode never throws on arbitrary values', () => {
  fc.assert(
    fc.property(
      fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      (value) => {
        const code = getErrorCode(value)
        expect(code === undefined || Number.isInteger(code)).toBe(true)
      },
    ),
  )
})
