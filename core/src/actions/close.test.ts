import { expect, test, vi } from 'vitest'
import type { KitEvent } from '../events/types.js'
import { createTestKit } from '../test/createTestKit.js'
import { close } from './close.js'
import { connect } from './connect.js'
import { open } from './open.js'
import { registerPendingRequest } from './registerPendingRequest.js'
import { watchEvents } from './watchEvents.js'

test('default', async () => {
  const { kit } = createTestKit()
  await open(kit)
  const events: KitEvent[] = []
  watchEvents(kit, (event) => events.push(event))
  close(kit)
  expect(kit.$open.get()).toBe(false)
  expect(events).toEqual([
    { type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } },
  ])
})

test('behavior: closing clears loading', () => {
  const { kit } = createTestKit()
  void open(kit)
  expect(kit.$loading.get()).toBe(true)
  close(kit)
  expect(kit.$loading.get()).toBe(false)
})

test('behavior: closing a closed modal records nothing', () => {
  const { kit } = createTestKit()
  const listener = vi.fn()
  watchEvents(kit, listener)
  close(kit)
  expect(listener).not.toHaveBeenCalled()
})

test('behavior: with no transaction pending, pending embedded requests are rejected', async () => {
  const { kit } = createTestKit()
  await open(kit, { view: 'ApproveTransaction' })
  const reject = vi.fn()
  registerPendingRequest(kit, { reject })
  close(kit)
  expect(reject).toHaveBeenCalledOnce()
  close(kit)
  expect(reject).toHaveBeenCalledOnce()
})

test('behavior: with a transaction pending, nothing is rejected', async () => {
  const { kit } = createTestKit()
  await open(kit, { view: 'ApproveTransaction' })
  const reject = vi.fn()
  registerPendingRequest(kit, { reject })
  const done = registerPendingRequest(kit, { reject, transaction: true })
  close(kit)
  expect(reject).not.toHaveBeenCalled()
  done()
  close(kit)
  expect(reject).toHaveBeenCalledOnce()
})

test('behavior: embedded, closing goes to Connect, or Account when connected', async () => {
  const { kit } = createTestKit({ embedded: true })
  await open(kit, { view: 'AllWallets' })
  close(kit)
  expect(kit.$open.get()).toBe(true)
  expect(kit.$history.get()).toEqual([{ view: 'Connect' }])
  await connect(kit, { connectorId: 'mock' })
  kit._internal.router.push({ view: 'Swap' })
  close(kit)
  expect(kit.$history.get()).toEqual([{ view: 'Account' }])
})
