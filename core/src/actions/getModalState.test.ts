import { expect, test } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { close } from './close.js'
import { getModalState, type ModalStateSnapshot } from './getModalState.js'
import { open } from './open.js'
import { watchModalState } from './watchModalState.js'

test('default', async () => {
  const { kit } = createTestKit()
  expect(getModalState(kit)).toEqual({ open: false, loading: false, view: 'Connect' })
  const seen: ModalStateSnapshot[] = []
  const unwatch = watchModalState(kit, { onChange: (state) => seen.push(state) })
  await open(kit, { view: 'AllWallets' })
  close(kit)
  unwatch()
  await open(kit)
  expect(seen.at(-1)).toEqual({ open: false, loading: false, view: 'AllWallets' })
  expect(getModalState(kit)).toEqual({ open: true, loading: false, view: 'Connect' })
})
