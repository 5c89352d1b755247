import { expect, expectTypeOf, test } from 'vitest'
import { BaseError } from './base.js'
import { defineError } from './defineError.js'

class ExampleError extends defineError('ExampleError', 'An example failed') {}

test('default', () => {
  const error = new ExampleError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toBeInstanceOf(ExampleError)
  expect(error.name).toBe('ExampleError')
  expectTypeOf(error.name).toEqualTypeOf<'ExampleError'>()
  expect(error.shortMessage).toBe('An example failed')
})

test('parameters: parameters (cause and meta lines)', () => {
  const cause = new Error('root')
  const error = new ExampleError({ cause, metaMessages: ['More'] })
  expect(error.cause).toBe(cause)
  expect(error.message).toMatchInlineSnapshot(`
    "An example failed

    More

    Details: root"
  `)
})

test('behavior: each defined class is distinct', () => {
  class OtherError extends defineError('OtherError', 'Other') {}
  expect(new OtherError()).not.toBeInstanceOf(ExampleError)
})
