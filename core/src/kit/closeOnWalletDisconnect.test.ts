import { expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { open } from '../actions/open.js'
import { pushView } from '../actions/pushView.js'
import { createTestKit, createTwoChainKit } from '../test/createTestKit.js'

test('default: the wallet ending its session closes the modal shown on Account', async () => {
  const { kit, adapter } = createTestKit()
  await connect(kit, { connectorId: 'mock' })
  await open(kit)
  expect(kit.$view.get()).toBe('Account')
  adapter.endSession()
  expect(kit.$status.get()).toBe('disconnected')
  expect(kit.$open.get()).toBe(false)
})

test('behavior: a view past Account (Send’s review) closes too', async () => {
  const { kit, adapter } = createTestKit()
  await connect(kit, { connectorId: 'mock' })
  await open(kit)
  pushView(kit, { view: 'WalletSend' })
  pushView(kit, { view: 'WalletSendPreview' })
  adapter.endSession()
  expect(kit.$open.get()).toBe(false)
})

test('behavior: a view that needs no account (Networks) stays', async () => {
  const { kit, adapter } = createTestKit()
  await connect(kit, { connectorId: 'mock' })
  await open(kit, { view: 'Networks' })
  adapter.endSession()
  expect(kit.$open.get()).toBe(true)
  expect(kit.$view.get()).toBe('Networks')
})

test('behavior: an embedded modal goes back to Connect', async () => {
  const { kit, adapter } = createTestKit({ embedded: true })
  await connect(kit, { connectorId: 'mock' })
  await open(kit)
  adapter.endSession()
  expect(kit.$view.get()).toBe('Connect')
})

test('behavior: another namespace still connected keeps the modal open', async () => {
  const { kit, evmAdapter } = createTwoChainKit()
  await connect(kit, { connectorId: 'mock', namespace: 'eip155' })
  await connect(kit, { connectorId: 'phantom', namespace: 'solana' })
  await open(kit)
  evmAdapter.endSession()
  expect(kit.$status.get()).toBe('connected')
  expect(kit.$open.get()).toBe(true)
})

test('behavior: a failed connect (connecting to disconnected) leaves the modal alone', async () => {
  const { kit } = createTestKit({ mock: { failures: { connect: 'reject' } } })
  await open(kit, { view: 'Account' })
  await connect(kit, { connectorId: 'mock' }).catch(() => undefined)
  expect(kit.$open.get()).toBe(true)
})

test('behavior: the disconnect action, on Account, closes it too', async () => {
  const { kit } = createTestKit()
  await connect(kit, { connectorId: 'mock' })
  await open(kit)
  await disconnect(kit)
  expect(kit.$open.get()).toBe(false)
})
