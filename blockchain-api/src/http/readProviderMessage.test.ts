import { expect, test } from 'vitest'
import { readProviderMessage } from './readProviderMessage.js'

test('default', () => {
  expect(readProviderMessage('{"message":"Unauthorized: invalid key"}')).toBe(
    'Unauthorized: invalid key',
  )
})

test('parameters: error and reason fields', () => {
  expect(readProviderMessage('{"error":"bad"}')).toBe('bad')
  expect(readProviderMessage('{"reason":"worse"}')).toBe('worse')
})

test('behavior: other bodies are the message themselves, cut to 500 characters', () => {
  expect(readProviderMessage('Unauthorized: origin not allowed')).toBe(
    'Unauthorized: origin not allowed',
  )
  expect(readProviderMessage('{"code":1}')).toBe('{"code":1}')
  expect(readProviderMessage('{"message":42}')).toBe('{"message":42}')
  expect(readProviderMessage('x'.repeat(600))).toHaveLength(500)
  expect(readProviderMessage('  ')).toBeUndefined()
})
