import { expect, test } from 'vitest'
import { NamespaceNotConfiguredError } from '../errors/config.js'
import { assertNamespaceConfigured } from './assertNamespaceConfigured.js'

test('default', () => {
  expect(() => assertNamespaceConfigured('eip155', ['eip155', 'solana'])).not.toThrow()
})

test('parameters: namespace (not configured)', () => {
  expect(() => assertNamespaceConfigured('bip122', ['eip155'])).toThrowErrorMatchingInlineSnapshot(
    `[NamespaceNotConfiguredError: Namespace 'bip122' is not configured. Please call connect() first with namespace config.]`,
  )
})

test('parameters: configuredNamespaces (empty)', () => {
  expect(() => assertNamespaceConfigured('eip155', [])).toThrow(NamespaceNotConfiguredError)
})

test('behavior: the error names the namespace', () => {
  try {
    assertNamespaceConfigured('solana', ['eip155'])
  } catch (error) {
    expect((error as NamespaceNotConfiguredError).namespace).toBe('solana')
  }
  expect.assertions(1)
})
