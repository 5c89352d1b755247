import { expect, test } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { getTheme } from './getTheme.js'
import { setTheme } from './setTheme.js'

test('behavior: a snapshot that a later setTheme does not change', () => {
  const { kit } = createTestKit({ theme: { variables: { accent: '#123456' } } })
  const snapshot = getTheme(kit)
  setTheme(kit, { mode: 'dark', variables: { accent: '#654321' } })
  expect(snapshot).toEqual({ mode: undefined, variables: { accent: '#123456' } })
  expect(getTheme(kit)).toEqual({ mode: 'dark', variables: { accent: '#654321' } })
})
