// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"enableIframePageLoading":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { open } from '@walletport/core'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { expectAccessible } from '../../test/expectAccessible.js'
import { press } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'
import { setupEmbeddedTestFrame } from '../../test/setupEmbeddedTestFrame.js'

const frame = setupEmbeddedTestFrame()
beforeAll(preloadModal)
afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

/** opens the modal and sends the email from the Connect view with the keyboard */
async function submitEmail(
  kit: Parameters<typeof open>[0],
  { email = 'a@b.co', beforeSend }: { email?: string; beforeSend?: () => void } = {},
) {
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await waitFor(() => expect(document.activeElement?.getAttribute('type')).toBe('email'))
  fireEvent.change(document.activeElement as HTMLInputElement, { target: { value: email } })
  beforeSend?.()
  press('Enter')
}

// the first request waits for the frame to load and 500 ms after its READY
const view = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5_000 })

test('default: email, a wrong code, then the right one: connected and closed', async () => {
  const { kit } = frame.kit()
  await submitEmail(kit)
  const dialog = await view('Confirm Email')
  const field = await within(dialog).findByRole('textbox', { name: 'Code' })
  await waitFor(() => expect(document.activeElement).toBe(field))
  expect(within(dialog).getByText('Enter the 6-digit code we sent to a@b.co')).toBeTruthy()
  await expectAccessible(dialog)

  // the sixth digit sends the code
  fireEvent.change(field, { target: { value: '000000' } })
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'This code is not valid. Check the email and try again.',
  )
  expect(field.getAttribute('aria-invalid')).toBe('true')
  await expectAccessible(dialog)

  fireEvent.change(field, { target: { value: '12345' } })
  press('Enter')
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'Enter all 6 digits of the code',
  )
  fireEvent.change(field, { target: { value: '123456' } })
  await waitFor(() => expect(kit.$account.get().status).toBe('connected'))
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  expect(kit.$account.get().connectedWalletInfo).toMatchObject({
    identifier: 'a@b.co',
    social: 'email',
  })
})

test('behavior: during the 30 s cooldown resend is disabled with a countdown, and works after', async () => {
  // the page's clock and core's cooldown clock move together; the frame's own timers stay real
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
  const { kit } = frame.kit('', { now: () => Date.now() })
  await submitEmail(kit)
  const dialog = await view('Confirm Email')
  const resend = await within(dialog).findByRole('button', { name: 'Resend code in 30 s' })
  expect(resend.getAttribute('aria-disabled')).toBe('true')
  act(() => vi.advanceTimersByTime(6_000))
  expect(resend.textContent).toBe('Resend code in 24 s')
  // a press during the cooldown sends nothing and keeps the focus
  resend.focus()
  fireEvent.click(resend)
  expect(within(dialog).getByRole('status').textContent).toBe('')
  expect(document.activeElement).toBe(resend)
  await expectAccessible(dialog)

  act(() => vi.advanceTimersByTime(24_000))
  expect(resend.textContent).toBe('Resend code')
  expect(resend.getAttribute('aria-disabled')).toBeNull()
  fireEvent.click(resend)
  await waitFor(() =>
    expect(within(dialog).getByRole('status').textContent).toBe('A new code is on its way'),
  )
  // and the next cooldown starts
  expect(resend.textContent).toBe('Resend code in 30 s')
  expect(document.activeElement).toBe(resend)
})

test('behavior: the seconds left that core answers correct the countdown', async () => {
  let now = 1_000_000
  // core's clock runs 12.4 s ahead of the view's: its answer wins
  const { kit } = frame.kit('', { now: () => now })
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
  await submitEmail(kit)
  const dialog = await view('Confirm Email')
  const resend = await within(dialog).findByRole('button', { name: /^Resend code in/ })
  act(() => vi.advanceTimersByTime(30_000))
  now += 12_400
  fireEvent.click(resend)
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'Please try again after 18 seconds',
  )
  expect(resend.textContent).toBe('Resend code in 18 s')
  await expectAccessible(dialog)
})

test('behavior: the Connect view refuses a second email within 30 s', async () => {
  let now = 1_000_000
  const { kit } = frame.kit('', { now: () => now })
  await submitEmail(kit)
  await view('Confirm Email')
  // back to Connect, and the same email again 5 s later
  fireEvent.click(screen.getByRole('button', { name: 'Back' }))
  now += 5_000
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  const field = await within(dialog).findByRole('textbox', { name: 'Email' })
  fireEvent.change(field, { target: { value: 'a@b.co' } })
  fireEvent.submit(field)
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'Please try again after 25 seconds',
  )
  expect(field.getAttribute('aria-invalid')).toBe('true')
  await expectAccessible(dialog)
})

test('behavior: a device check comes before the code', async () => {
  const waiting = frame.kit('?action=VERIFY_DEVICE&silent=CONNECT_DEVICE')
  await submitEmail(waiting.kit)
  const dialog = await view('Register Device')
  expect(await within(dialog).findByText(/and approve this device/)).toBeTruthy()
  await expectAccessible(dialog)
  cleanup()

  // once the device is approved, the code follows
  const { kit } = frame.kit('?action=VERIFY_DEVICE')
  await submitEmail(kit)
  await view('Confirm Email')
  expect(kit.$history.get().map((entry) => entry.view)).toEqual(['Connect', 'EmailVerifyOtp'])
})

test('behavior: a frame that never loads says the email login is unavailable', async () => {
  const { kit } = frame.kit('?noready=1')
  // the frame's 30 s to say READY run on fake timers, faked before the frame starts
  await submitEmail(kit, {
    beforeSend: () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }),
  })
  const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
  await vi.waitFor(() => expect(document.querySelector('iframe')).toBeTruthy())
  await act(() => vi.advanceTimersByTimeAsync(30_000))
  vi.useRealTimers()
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'Unable to load email login dependency',
  )
})
