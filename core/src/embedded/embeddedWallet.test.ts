// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"enableIframePageLoading":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { afterEach, expect, test } from 'vitest'
import { destroyKit } from '../kit/destroyKit.js'
import type { Kit } from '../kit/types.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import { createTestKit } from '../test/createTestKit.js'
import { connectEmail } from './actions/connectEmail.js'
import { getEmbeddedState } from './actions/getEmbeddedState.js'
import { verifyOtp } from './actions/verifyOtp.js'
import { embeddedWallet } from './embeddedWallet.js'
import { createAuthTestKit } from './test/createAuthTestKit.js'
import { useTestFrame } from './test/useTestFrame.js'

const frame = useTestFrame()
const kits: Kit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) destroyKit(kit)
})

test('default: the connector is listed at once and the frame loads only on first use', async () => {
  const { kit } = createAuthTestKit({ frameUrl: frame.get().url })
  kits.push(kit)
  await kit.ready
  expect(kit.$connectors.get()).toEqual([
    { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' },
  ])
  expect(document.querySelector('iframe')).toBeNull()
  expect(getEmbeddedState(kit).frame).toBe('idle')
})

test('behavior: off without email or socials, or without a frame URL', () => {
  for (const options of [
    { features: { email: false, socials: false as const } },
    { features: { email: true }, endpoints: {} },
  ]) {
    const { kit } = createTestKit({
      endpoints: { embeddedWallet: frame.get().url },
      embeddedWallet: embeddedWallet(),
      ...options,
    })
    kits.push(kit)
    expect(kit._internal.embedded).toBeUndefined()
  }
})

test('parameters: a frame URL that is not http(s) is refused', () => {
  expect(() => embeddedWallet({ frameUrl: 'ftp://x' })).toThrowError('Invalid')
})

test('behavior: a reload restores the session (IS_CONNECTED, GET_USER) and disconnect signs out', async () => {
  const driver = createMemoryDriver()
  const first = createAuthTestKit({ frameUrl: frame.get().url, driver })
  kits.push(first.kit)
  expect(await connectEmail(first.kit, { email: 'a@b.co' })).toEqual({ action: 'VERIFY_OTP' })
  await verifyOtp(first.kit, { otp: '123456' })
  destroyKit(first.kit)

  // the frame keeps its session across the reload
  const second = createAuthTestKit({ frameUrl: `${frame.get().url}?session=1`, driver })
  kits.push(second.kit)
  await second.kit.ready
  const account = second.kit.$account.get()
  expect(account.status).toBe('connected')
  expect(account.address).toBe('0x00000000000000000000000000000000000000ee')
  expect(account.user?.email).toBe('a@b.co')
  expect(account.connectedWalletInfo).toMatchObject({ identifier: 'a@b.co', social: 'email' })

  const { disconnect } = await import('../actions/disconnect.js')
  await disconnect(second.kit)
  expect(second.kit.$account.get().status).toBe('disconnected')
  expect(getEmbeddedState(second.kit).users).toEqual({})
  // signed out: the next visit does not ask the frame
  const third = createAuthTestKit({ frameUrl: `${frame.get().url}?session=1`, driver })
  kits.push(third.kit)
  await third.kit.ready
  expect(third.kit.$account.get().status).toBe('disconnected')
  expect(third.kit._internal.embedded && getEmbeddedState(third.kit).frame).toBe('idle')
})
