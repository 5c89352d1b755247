// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"enableIframePageLoading":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { afterEach, expect, test, vi } from 'vitest'
import { destroyKit } from '../../kit/destroyKit.js'
import type { Kit } from '../../kit/types.js'
import { EMAIL_LOGIN_TIME_KEY } from '../../storage/keys.js'
import { connectEmail } from '../actions/connectEmail.js'
import { connectSocial } from '../actions/connectSocial.js'
import { $embeddedState, getEmbeddedState } from '../actions/getEmbeddedState.js'
import { verifyOtp } from '../actions/verifyOtp.js'
import { createAuthTestKit } from '../test/createAuthTestKit.js'
import { useTestFrame } from '../test/useTestFrame.js'
import { FRAME_CHANNEL } from './frameSchemas.js'

const frame = useTestFrame()
const kits: Kit[] = []
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  for (const kit of kits.splice(0)) destroyKit(kit)
})

function setup(query = '', now = () => 1_000_000) {
  const made = createAuthTestKit({ frameUrl: `${frame.get().url}${query}`, now })
  kits.push(made.kit)
  return made
}

test('default: email, OTP, then a connected account with its user', async () => {
  const { kit } = setup()
  const steps: string[] = []
  $embeddedState(kit).listen((state) => steps.push(state.step))
  await connectEmail(kit, { email: 'a@b.co' })
  expect(getEmbeddedState(kit).step).toBe('verifyOtp')
  expect(kit.storage.get(EMAIL_LOGIN_TIME_KEY, (await import('valibot')).number())).toBe(1_000_000)
  await expect(verifyOtp(kit, { otp: '000000' })).rejects.toThrowError('Invalid code')
  await verifyOtp(kit, { otp: '123456' })
  const account = kit.$account.get()
  expect(account.status).toBe('connected')
  expect(account.smartAccountDeployed).toBe(false)
  expect(account.allAccounts.map((a) => a.type)).toEqual(['eoa', 'smartAccount'])
  expect(kit.$chains.get().eip155?.smartAccountEnabledNetworks).toEqual(['eip155:1'])
  // the login time is cleared on success
  expect(kit.storage.get(EMAIL_LOGIN_TIME_KEY, (await import('valibot')).number())).toBeUndefined()
  expect(steps).toContain('connecting')
  expect(getEmbeddedState(kit)).toMatchObject({ step: 'connected', loading: false })
})

test('behavior: CONNECT connects at once; VERIFY_DEVICE waits for the device', async () => {
  const { kit } = setup('?action=CONNECT')
  expect(await connectEmail(kit, { email: 'a@b.co' })).toEqual({ action: 'CONNECT' })
  expect(kit.$account.get().status).toBe('connected')
  const other = setup('?action=VERIFY_DEVICE')
  await connectEmail(other.kit, { email: 'a@b.co' })
  expect(getEmbeddedState(other.kit).step).toBe('verifyDevice')
})

test('behavior: a second email within 30 s is refused with the seconds left', async () => {
  let now = 1_000_000
  const { kit } = setup('', () => now)
  await connectEmail(kit, { email: 'a@b.co' })
  now += 12_400
  await expect(connectEmail(kit, { email: 'a@b.co' })).rejects.toThrowError(
    'Please try again after 18 seconds',
  )
  now += 17_600
  await expect(connectEmail(kit, { email: 'a@b.co' })).resolves.toEqual({ action: 'VERIFY_OTP' })
})

test('behavior: social login by redirect in a popup keeps the username', async () => {
  const { kit } = setup()
  const popup = { closed: false, close: vi.fn(), location: { href: '' } }
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
  const login = connectSocial(kit, { provider: 'google' })
  // the host's chunk loads, the frame loads, READY and its 500 ms wait: seconds on a busy machine
  await vi.waitFor(() => expect(popup.location.href).toContain('/oauth?provider=google'), {
    timeout: 10_000,
  })
  // another window of the frame's origin: not the popup of this login, so it is ignored
  const stranger = { closed: false } as unknown as Window
  const redirect = (source: Window) =>
    new MessageEvent('message', {
      origin: frame.get().origin,
      source,
      data: {
        channel: FRAME_CHANNEL,
        type: 'SOCIAL_REDIRECT',
        payload: { uri: `${frame.get().origin}/callback?code=stolen` },
      },
    })
  window.dispatchEvent(redirect(stranger))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(getEmbeddedState(kit).userName).toBeUndefined()
  // the callback page, on the frame's origin, in this login's popup
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: frame.get().origin,
      source: popup as unknown as Window,
      data: {
        channel: FRAME_CHANNEL,
        type: 'SOCIAL_REDIRECT',
        payload: { uri: `${frame.get().origin}/callback?code=1` },
      },
    }),
  )
  await login
  expect(popup.close).toHaveBeenCalled()
  expect(getEmbeddedState(kit)).toMatchObject({ userName: 'sam', socialProvider: 'google' })
  expect(kit.$account.get().connectedWalletInfo).toMatchObject({ social: 'google' })
})

test('behavior: no redirect within 30 s shows SOCIALS_TIMEOUT', async () => {
  const { kit } = setup()
  await kit._internal.embedded
    ?.load()
    .then((host) => host.connectNamespace('eip155', { silent: true }))
  const popup = { closed: false, close: vi.fn(), location: { href: '' } }
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  const login = connectSocial(kit, { provider: 'github' })
  login.catch(() => {})
  await vi.waitFor(() => expect(popup.location.href).toContain('github'))
  await vi.advanceTimersByTimeAsync(30_000)
  await expect(login).rejects.toThrowError('Connection timed out')
  expect(kit.$alert.get()).toBe('SOCIALS_TIMEOUT')
  expect(getEmbeddedState(kit).step).toBe('idle')
})

test('behavior: a frame that does not load gives the dependency error', async () => {
  const { kit } = setup('?noready=1')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const login = connectEmail(kit, { email: 'a@b.co' })
  login.catch(() => {})
  await vi.advanceTimersByTimeAsync(30_000)
  await expect(login).rejects.toThrowError('Unable to load email login dependency')
  expect(getEmbeddedState(kit)).toMatchObject({ frame: 'failed', loading: false })
})
