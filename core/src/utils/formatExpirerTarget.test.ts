import { expect, test } from 'vitest'
import { formatExpirerTarget } from './formatExpirerTarget.js'

test('default', () => {
  expect(formatExpirerTarget({ type: 'topic', topic: 'abc' })).toBe('topic:abc')
})

test('parameters: target (id)', () => {
  expect(formatExpirerTarget({ type: 'id', id: 1700000000000123 })).toBe('id:1700000000000123')
  expect(formatExpirerTarget({ type: 'id', id: 0 })).toBe('id:0')
})
