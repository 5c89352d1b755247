import { expect, test } from 'vitest'
import { getSignInState } from '../siwx/signInState.js'
import { createSignInKit, settle } from '../test/createSignInKit.js'
import { createTestKit } from '../test/createTestKit.js'
import { connect } from './connect.js'
import { finishConnect } from './finishConnect.js'
import { open } from './open.js'
import { pushView } from './pushView.js'
import { replaceView } from './replaceView.js'

// the behaviour the React views had, now core's: a headless UI gets it without React

test('default: a connect from the Connect view closes the modal', async () => {
  const { kit } = createTestKit()
  await open(kit)
  await connect(kit, { connectorId: 'mock' })
  await finishConnect(kit, { view: 'Connect' })
  expect(kit.$open.get()).toBe(false)
})

test('behavior: a user who left the view keeps where they went', async () => {
  const { kit } = createTestKit()
  await open(kit)
  await connect(kit, { connectorId: 'mock' })
  pushView(kit, { view: 'WhatIsAWallet' })
  await finishConnect(kit, { view: 'Connect' })
  expect(kit.$open.get()).toBe(true)
  expect(kit.$view.get()).toBe('WhatIsAWallet')
})

test('behavior: a closed modal stays closed', async () => {
  const { kit } = createTestKit()
  await connect(kit, { connectorId: 'mock' })
  await finishConnect(kit, { view: 'Connect' })
  expect(kit.$open.get()).toBe(false)
})

test('behavior: with sign-in, core shows the sign-message view and finishConnect leaves it', async () => {
  const { kit } = createSignInKit()
  await open(kit)
  await connect(kit, { connectorId: 'mock' })
  // waits for core's session read instead of closing over it
  await finishConnect(kit, { view: 'Connect' })
  await settle()
  expect(kit.$open.get()).toBe(true)
  expect(kit.$view.get()).toBe('SIWXSignMessage')
})

test('behavior: an account already known to be unsigned is asked to sign, not closed', async () => {
  const { kit } = createSignInKit()
  await open(kit)
  await connect(kit, { connectorId: 'mock' })
  await settle()
  expect(getSignInState(kit).status).toBe('unsigned')
  // a second connect from the Connect view (another wallet of the same account)
  replaceView(kit, { view: 'Connect' })
  await finishConnect(kit, { view: 'Connect' })
  expect(kit.$view.get()).toBe('SIWXSignMessage')
  expect(kit.$open.get()).toBe(true)
})
