import { expect, test } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { requireAccount } from './requireAccount.js'

test('behavior: a namespace without networks needs a chain', () => {
  const { kit } = createTestKit()
  expect(() => requireAccount(kit, 'bip122')).toThrow('Chain is required to perform this action')
})

test('behavior: a kit without adapters has no adapter to read through', () => {
  const { kit } = createTestKit({ adapters: [] })
  expect(() => requireAccount(kit)).toThrow('Adapter not found')
})

test('behavior: no account connected', () => {
  const { kit } = createTestKit()
  expect(() => requireAccount(kit)).toThrow('CaipNetwork or CaipAddress is undefined')
})
