import { expect, test } from 'vitest'
import { createAlertState } from './createAlertState.js'

test('default', () => {
  expect(createAlertState().$alert.get()).toBeUndefined()
})

test('behavior: each alert is shown once', () => {
  const alerts = createAlertState()
  expect(alerts.show('PROJECT_ID_NOT_CONFIGURED')).toBe(true)
  expect(alerts.$alert.get()).toBe('PROJECT_ID_NOT_CONFIGURED')
  alerts.dismiss()
  expect(alerts.$alert.get()).toBeUndefined()
  expect(alerts.show('PROJECT_ID_NOT_CONFIGURED')).toBe(false)
  expect(alerts.$alert.get()).toBeUndefined()
  expect(alerts.show('SWITCH_NETWORK_NOT_FOUND')).toBe(true)
  expect(alerts.$alert.get()).toBe('SWITCH_NETWORK_NOT_FOUND')
})
