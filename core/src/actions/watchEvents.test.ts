import { expect, test, vi } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { open } from './open.js'
import { watchEvents } from './watchEvents.js'

test('default', async () => {
  const { kit } = createTestKit()
  const listener = vi.fn()
  const unwatch = watchEvents(kit, listener)
  await open(kit)
  unwatch()
  kit._internal.modal.setOpen(false)
  await open(kit)
  expect(listener).toHaveBeenCalledOnce()
})

test('behavior: a throwing listener does not stop the others', async () => {
  const { kit } = createTestKit()
  const after = vi.fn()
  watchEvents(kit, () => {
    throw new Error('boom')
  })
  watchEvents(kit, after)
  await open(kit)
  expect(after).toHaveBeenCalledOnce()
})
