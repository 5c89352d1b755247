import { expect, test } from 'vitest'
import { AdapterLoadError, AdapterNotLoadedError } from './adapter.js'
import { BaseError } from './base.js'

test('default', () => {
  const cause = new Error('Failed to fetch dynamically imported module')
  const error = new AdapterLoadError({ namespace: 'bip122', cause })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.namespace).toBe('bip122')
  expect(error.cause).toBe(cause)
  expect(error).toMatchInlineSnapshot(`
    [AdapterLoadError: The bip122 adapter could not be loaded

    It is loaded again on the next call.

    Details: Failed to fetch dynamically imported module]
  `)
})

test('parameters: method', () => {
  const error = new AdapterNotLoadedError({ namespace: 'solana', method: 'parseUnits' })
  expect(error.namespace).toBe('solana')
  expect(error).toMatchInlineSnapshot(`
    [AdapterNotLoadedError: The solana adapter is still loading

    Method: parseUnits
    Await a call such as reconnect() or connect() first.]
  `)
})
