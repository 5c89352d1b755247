import { expect, test } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { goBack } from './goBack.js'
import { open } from './open.js'
import { pushView } from './pushView.js'

test('default', async () => {
  const { kit } = createTestKit()
  await open(kit)
  pushView(kit, { view: 'AllWallets' })
  goBack(kit)
  expect(kit.$view.get()).toBe('Connect')
  expect(kit.$open.get()).toBe(true)
})

test('behavior: back with one entry closes the modal', async () => {
  const { kit } = createTestKit()
  await open(kit)
  goBack(kit)
  expect(kit.$open.get()).toBe(false)
})

test('behavior: back from UnsupportedChain closes the modal', async () => {
  const { kit } = createTestKit()
  await open(kit)
  pushView(kit, { view: 'UnsupportedChain' })
  goBack(kit)
  expect(kit.$open.get()).toBe(false)
})
