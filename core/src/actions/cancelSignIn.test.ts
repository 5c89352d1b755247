import { expect, test } from 'vitest'
import { getSignInState } from '../siwx/signInState.js'
import { createSignInKit, settle } from '../test/createSignInKit.js'
import { cancelSignIn } from './cancelSignIn.js'
import { connect } from './connect.js'

async function connected(required: boolean) {
  const test = createSignInKit({ required })
  await test.kit.ready
  await connect(test.kit, { connectorId: 'mock' })
  await settle()
  expect(test.kit.$view.get()).toBe('SIWXSignMessage')
  return test
}

test('default', async () => {
  // sign-in not required: the modal closes, on Connect for next time, still connected
  const { kit, tracked } = await connected(false)
  await cancelSignIn(kit)
  expect(kit.$open.get()).toBe(false)
  expect(kit.$history.get()).toEqual([{ view: 'Connect' }])
  expect(kit.$status.get()).toBe('connected')
  expect(getSignInState(kit).status).toBe('unsigned')
  expect(tracked().slice(-2)).toEqual([
    { event: 'CLICK_CANCEL_SIWX', properties: { network: 'eip155:1', isSmartAccount: false } },
    { event: 'MODAL_CLOSE', properties: { connected: true } },
  ])
})

test('behavior: sign-in required disconnects', async () => {
  const { kit, adapter, tracked } = await connected(true)
  await cancelSignIn(kit)
  expect(kit.$status.get()).toBe('disconnected')
  expect(adapter.calls.at(-1)?.method).toBe('disconnect')
  // the modal stays, on Connect, and can be closed again
  expect(kit.$open.get()).toBe(true)
  expect(kit.$history.get()).toEqual([{ view: 'Connect' }])
  expect(getSignInState(kit).status).toBe('idle')
  expect(getSignInState(kit).canClose).toBe(true)
  expect(tracked().map((e) => e.event)).toEqual([
    'CONNECT_SUCCESS',
    'MODAL_OPEN',
    'CLICK_CANCEL_SIWX',
    'DISCONNECT_SUCCESS',
  ])
})

test('behavior: a wallet refusing to disconnect still lands on Connect', async () => {
  const { kit, adapter } = await connected(true)
  adapter.setFailures({ disconnect: 'fail' })
  await expect(cancelSignIn(kit)).rejects.toThrowErrorMatchingInlineSnapshot(
    `[DisconnectFailedError: Failed to disconnect]`,
  )
  expect(kit.$status.get()).toBe('disconnected')
  expect(kit.$history.get()).toEqual([{ view: 'Connect' }])
})
