import { cleanStores, keepMount } from 'nanostores'
import { expect, test } from 'vitest'
import { createTestKit } from '../kit/test/createTestKit.js'
import { createSignInKit, settle } from '../siwx/test/createSignInKit.js'
import { close } from './close.js'
import { connect } from './connect.js'
import { getSignInState } from './getSignInState.js'
import { pushView } from './pushView.js'
import { signIn } from './signIn.js'

async function connected(required: boolean) {
  const test = createSignInKit({ required })
  await test.kit.ready
  await connect(test.kit, { connectorId: 'mock' })
  await settle()
  return test
}

test('default', async () => {
  const { kit } = createTestKit()
  const state = getSignInState(kit)
  expect(state.$status.get()).toBe('disabled')
  expect(state.$session.get()).toBeUndefined()
  expect(state.$loading.get()).toBe(false)
  expect(state.$canClose.get()).toBe(true)
  // the same stores on every read
  expect(getSignInState(kit).$status).toBe(state.$status)
})

test('behavior: required and missing, the sign and approve views cannot close', async () => {
  const { kit } = await connected(true)
  const { $canClose } = getSignInState(kit)
  keepMount($canClose)
  expect(kit.$view.get()).toBe('SIWXSignMessage')
  expect($canClose.get()).toBe(false)
  close(kit)
  expect(kit.$open.get()).toBe(true)
  // the refusal shows
  expect(kit.$shake.get()).toBe(true)

  pushView(kit, { view: 'ApproveTransaction' })
  expect($canClose.get()).toBe(false)
  close(kit)
  expect(kit.$open.get()).toBe(true)

  // any other view closes
  pushView(kit, { view: 'Account' })
  expect($canClose.get()).toBe(true)
  close(kit)
  expect(kit.$open.get()).toBe(false)
  cleanStores($canClose)
})

test('behavior: once signed in, the modal closes', async () => {
  const { kit } = await connected(true)
  await signIn(kit)
  expect(kit.$open.get()).toBe(false)
  pushView(kit, { view: 'ApproveTransaction' })
  expect(getSignInState(kit).$canClose.get()).toBe(true)
})

test('behavior: not required, the sign view closes', async () => {
  const { kit } = await connected(false)
  expect(getSignInState(kit).$canClose.get()).toBe(true)
  close(kit)
  expect(kit.$open.get()).toBe(false)
})

test('behavior: loading while the wallet is asked', async () => {
  const { kit, adapter } = await connected(false)
  const { $loading, $status } = getSignInState(kit)
  adapter.setFailures({ signMessage: 'timeout' })
  void signIn(kit)
  await settle()
  expect($status.get()).toBe('signing')
  expect($loading.get()).toBe(true)
})
