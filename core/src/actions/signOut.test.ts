import { expect, test } from 'vitest'
import { getSignInState } from '../siwx/signInState.js'
import { createSignInKit, settle } from '../test/createSignInKit.js'
import { createTestKit, evmAddress } from '../test/createTestKit.js'
import { connect } from './connect.js'
import { signIn } from './signIn.js'
import { signOut } from './signOut.js'

test('default', async () => {
  const { kit } = createSignInKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await settle()
  await signIn(kit)
  await signOut(kit)
  expect(getSignInState(kit).status).toBe('unsigned')
  expect(getSignInState(kit).session).toBeUndefined()
  expect(kit.$status.get()).toBe('connected')
  // nothing opens by itself
  expect(kit.$open.get()).toBe(false)
  expect(
    await kit.options.siwx?.getSessions({ networkId: 'eip155:1', address: evmAddress }),
  ).toEqual([])
})

test('behavior: needs sign-in and a connected account', async () => {
  await expect(signOut(createTestKit().kit)).rejects.toThrowErrorMatchingInlineSnapshot(
    `[SiwxNotEnabledError: SIWX is not enabled]`,
  )
  await expect(signOut(createSignInKit().kit)).rejects.toThrowErrorMatchingInlineSnapshot(
    `[NoActiveAddressError: No ActiveCaipAddress found]`,
  )
})
