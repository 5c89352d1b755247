import { expect, test } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { dismissAlert } from './dismissAlert.js'
import { getAlert } from './getAlert.js'
import { showAlert } from './showAlert.js'
import { watchAlert } from './watchAlert.js'

test('default: no alert', () => {
  expect(getAlert(createTestKit().kit)).toBeUndefined()
})

test('behavior: an alert shows with its title and meaning once, and is dismissed', () => {
  const { kit } = createTestKit()
  const seen: unknown[] = []
  const stop = watchAlert(kit, { onChange: (alert) => seen.push(alert?.code) })
  expect(showAlert(kit, { code: 'JWT_TOKEN_NOT_VALID' })).toBe(true)
  expect(getAlert(kit)).toMatchObject({ code: 'JWT_TOKEN_NOT_VALID', title: 'Session Expired' })
  dismissAlert(kit)
  expect(getAlert(kit)).toBeUndefined()
  // at most once per kit
  expect(showAlert(kit, { code: 'JWT_TOKEN_NOT_VALID' })).toBe(false)
  expect(getAlert(kit)).toBeUndefined()
  stop()
  expect(seen).toEqual(['JWT_TOKEN_NOT_VALID', undefined])
})
