import { expect, test } from 'vitest'
import * as KEYS from './keys.js'

test('behavior: KIT_STORAGE_KEYS lists every key, once', () => {
  const { KIT_STORAGE_KEYS, ...each } = KEYS
  expect([...KIT_STORAGE_KEYS].sort()).toEqual(Object.values(each).sort())
  expect(new Set(KIT_STORAGE_KEYS).size).toBe(KIT_STORAGE_KEYS.length)
})
