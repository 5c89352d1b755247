import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import { ConflictingSiwxOptionsError, InvalidOptionsError } from './config.js'
import { NamespaceNotConfiguredError } from './namespaceConfig.js'

test('default', () => {
  expect(new ConflictingSiwxOptionsError()).toMatchInlineSnapshot(
    `[ConflictingSiwxOptionsError: Cannot set both \`siweConfig\` and \`siwx\` options]`,
  )
})

test('parameters: issues and cause', () => {
  const cause = new Error('schema')
  const error = new InvalidOptionsError({ issues: ['networks: Required'], cause })
  expect(error).toMatchInlineSnapshot(`
    [InvalidOptionsError: Invalid kit options

    networks: Required

    Details: schema]
  `)
  expect(error.cause).toBe(cause)
})

test('parameters: namespace', () => {
  const error = new NamespaceNotConfiguredError({ namespace: 'solana' })
  expect(error).toMatchInlineSnapshot(
    `[NamespaceNotConfiguredError: Namespace 'solana' is not configured. Please call connect() first with namespace config.]`,
  )
  expect(error.namespace).toBe('solana')
})

test('behavior: one family', () => {
  expect(new ConflictingSiwxOptionsError()).toBeInstanceOf(BaseError)
  expect(new InvalidOptionsError({ issues: [] }).name).toBe('InvalidOptionsError')
})
