import { cleanStores, keepMount } from 'nanostores'
import { expect, test } from 'vitest'
import { close } from '../actions/close.js'
import { connect } from '../actions/connect.js'
import { pushView } from '../actions/pushView.js'
import { signIn } from '../actions/signIn.js'
import { createSignInKit, settle } from '../test/createSignInKit.js'
import { createTestKit } from '../test/createTestKit.js'
import { $signInState, getSignInState, watchSignInState } from './signInState.js'

async function connected(required: boolean) {
  const test = createSignInKit({ required })
  await test.kit.ready
  await connect(test.kit, { connectorId: 'mock' })
  await settle()
  return test
}

test('default', async () => {
  const { kit } = createTestKit()
  expect(getSignInState(kit)).toEqual({
    status: 'disabled',
    session: undefined,
    loading: false,
    canClose: true,
  })
  // the same store on every read
  expect($signInState(kit)).toBe($signInState(kit))
})

test('behavior: required and missing, the sign and approve views cannot close', async () => {
  const { kit } = await connected(true)
  const $state = $signInState(kit)
  keepMount($state)
  const $canClose = { get: () => $state.get().canClose }
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
  cleanStores($state)
})

test('behavior: once signed in, the modal closes', async () => {
  const { kit } = await connected(true)
  await signIn(kit)
  expect(kit.$open.get()).toBe(false)
  pushView(kit, { view: 'ApproveTransaction' })
  expect(getSignInState(kit).canClose).toBe(true)
})

test('behavior: not required, the sign view closes', async () => {
  const { kit } = await connected(false)
  expect(getSignInState(kit).canClose).toBe(true)
  close(kit)
  expect(kit.$open.get()).toBe(false)
})

test('behavior: loading while the wallet is asked', async () => {
  const { kit, adapter } = await connected(false)
  const seen: string[] = []
  const stop = watchSignInState(kit, { onChange: (state) => seen.push(state.status) })
  adapter.setFailures({ signMessage: 'timeout' })
  void signIn(kit)
  await settle()
  expect(getSignInState(kit)).toMatchObject({ status: 'signing', loading: true })
  expect(seen).toContain('signing')
  stop()
})
