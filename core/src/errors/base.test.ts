import { BaseError as ApiBaseError } from '@walletport/blockchain-api'
import { expect, test } from 'vitest'
import { BaseError } from './base.js'

test('default', () => {
  // one error family: core's errors are instances of the data-service clients' BaseError
  expect(BaseError).toBe(ApiBaseError)
})

test('behavior: shortMessage, meta lines, details and docs', () => {
  const error = new BaseError('Something failed', {
    metaMessages: ['Line one'],
    cause: new Error('root cause'),
    docsPath: '/core/errors',
  })
  expect(error.shortMessage).toBe('Something failed')
  expect(error.details).toBe('root cause')
  expect(error.message).toMatchInlineSnapshot(`
    "Something failed

    Line one

    Details: root cause
    Docs: /core/errors"
  `)
})

test('behavior: walk finds an error in the cause chain and stops on a cycle', () => {
  const inner = new Error('inner')
  const outer = new BaseError('outer', { cause: inner })
  expect(outer.walk((e) => e === inner)).toBe(inner)
  const a = new BaseError('a')
  ;(a as { cause?: unknown }).cause = a
  expect(a.walk(() => false)).toBeUndefined()
})
