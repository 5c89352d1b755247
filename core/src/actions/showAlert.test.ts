import { expect, test } from 'vitest'
import { ALERTS } from '../errors/alerts.js'
import { createTestKit } from '../test/createTestKit.js'
import { dismissAlert } from './dismissAlert.js'
import { showAlert } from './showAlert.js'

test('default', () => {
  const { kit } = createTestKit()
  expect(showAlert(kit, { code: 'JWT_TOKEN_NOT_VALID' })).toBe(true)
  const code = kit.$alert.get()
  expect(code && ALERTS[code].title).toBe('Session Expired')
  dismissAlert(kit)
  expect(kit.$alert.get()).toBeUndefined()
})

test('behavior: each alert is shown once', () => {
  const { kit } = createTestKit()
  showAlert(kit, { code: 'INVALID_PROJECT_ID' })
  dismissAlert(kit)
  expect(showAlert(kit, { code: 'INVALID_PROJECT_ID' })).toBe(false)
  expect(kit.$alert.get()).toBeUndefined()
})
