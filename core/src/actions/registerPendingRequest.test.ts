import { expect, test, vi } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { close } from './close.js'
import { open } from './open.js'
import { registerPendingRequest } from './registerPendingRequest.js'

test('default', async () => {
  const { kit } = createTestKit()
  await open(kit)
  const reject = vi.fn()
  const unregister = registerPendingRequest(kit, { reject })
  unregister()
  close(kit)
  expect(reject).not.toHaveBeenCalled()
})

test('behavior: an embedded request awaiting the user is rejected when the modal closes', async () => {
  const { kit } = createTestKit()
  await open(kit, { view: 'ApproveTransaction' })
  // what the embedded-wallet work will do: keep the request's reject and settle it on close
  const request = new Promise((_, reject) => {
    registerPendingRequest(kit, { reject: () => reject(new Error('User rejected the request.')) })
  })
  close(kit)
  await expect(request).rejects.toThrow('User rejected the request.')
})
