import { expect, test } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { pushView } from './pushView.js'
import { replaceView } from './replaceView.js'
import { resetView } from './resetView.js'

test('default', () => {
  const { kit } = createTestKit()
  expect(pushView(kit, { view: 'AllWallets' })).toBe(true)
  expect(kit.$view.get()).toBe('AllWallets')
})

test('behavior: the view on top is not pushed twice', () => {
  const { kit } = createTestKit()
  pushView(kit, { view: 'AllWallets' })
  expect(pushView(kit, { view: 'AllWallets' })).toBe(false)
  expect(kit.$history.get()).toHaveLength(2)
})

test('behavior: replaceView swaps the top, resetView starts over', () => {
  const { kit } = createTestKit()
  pushView(kit, { view: 'AllWallets' })
  replaceView(kit, { view: 'ConnectingExternal' })
  expect(kit.$history.get().map((e) => e.view)).toEqual(['Connect', 'ConnectingExternal'])
  // after sending a token the view returns to Account without a back option
  resetView(kit, { view: 'Account' })
  expect(kit.$history.get()).toEqual([{ view: 'Account' }])
})
