// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"enableIframePageLoading":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { open } from '@walletport/core'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { expectAccessible } from '../../test/expectAccessible.js'
import { accessibleText, press, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'
import { setupEmbeddedTestFrame } from '../../test/setupEmbeddedTestFrame.js'

const frame = setupEmbeddedTestFrame()
beforeAll(preloadModal)
afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
})

/** a popup the page opened: where it was sent, and whether it was closed */
function stubPopup() {
  const popup = { closed: false, close: vi.fn(), location: { href: '' } }
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
  return popup
}

async function chooseSocial(kit: Parameters<typeof open>[0], name: string) {
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await screen.findByRole('button', { name })
  tabTo((element) => accessibleText(element) === name)
  press('Enter')
}

test('default: the popup signs in with Google, then the account shows the username', async () => {
  const { kit } = frame.kit('', { features: { email: true, socials: ['google', 'farcaster'] } })
  const popup = stubPopup()
  await chooseSocial(kit, 'Continue with Google')
  // the popup opened inside the click, before anything was awaited
  expect(window.open).toHaveBeenCalledTimes(1)
  const dialog = await screen.findByRole('dialog', { name: 'Social Login' })
  expect(await within(dialog).findByText('Continue in the Google window')).toBeTruthy()
  // Google's own mark heads the view, as on its button, not a letter tile
  const mark = dialog.querySelector('.wp-connecting > svg.wp-social-mark')
  expect(mark?.getAttribute('data-size')).toBe('lg')
  expect(mark?.querySelector('circle')?.getAttribute('fill')).toBe('#4285F4')
  expect(dialog.querySelector('.wp-connecting > .wp-logo')).toBeNull()
  await expectAccessible(dialog)
  await waitFor(() => expect(popup.location.href).toContain('/oauth?provider=google'), {
    timeout: 5_000,
  })
  // the provider's callback page, on the frame's origin, in the popup this login opened
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: frame.origin,
      source: popup as unknown as Window,
      data: {
        channel: 'walletport:embedded',
        type: 'SOCIAL_REDIRECT',
        payload: { uri: `${frame.origin}/callback?code=1` },
      },
    }),
  )
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  expect(popup.close).toHaveBeenCalled()
  await act(() => open(kit))
  const account = await screen.findByRole('dialog', { name: 'Account' })
  expect(await within(account).findByText('Signed in with Google as a@b.co')).toBeTruthy()
  // the frame's user carries an email, which core prefers to the username; only an email
  // account changes its email
  expect(within(account).queryByRole('button', { name: 'Change email' })).toBeNull()
})

test('behavior: closing the popup comes back to Connect and says the sign-in was cancelled', async () => {
  const { kit } = frame.kit()
  const popup = stubPopup()
  await chooseSocial(kit, 'Continue with Google')
  await screen.findByRole('dialog', { name: 'Social Login' })
  await waitFor(() => expect(popup.location.href).toContain('/oauth'), { timeout: 5_000 })
  popup.closed = true
  await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 3_000 })
  expect(await screen.findByText('The sign-in was cancelled')).toBeTruthy()
  expect(kit.$account.get().status).toBe('disconnected')
})

test('behavior: Farcaster shows the sign-in link as a QR code', async () => {
  const { kit } = frame.kit('?silent=CONNECT_FARCASTER', {
    features: { email: false, socials: ['farcaster'] },
  })
  await chooseSocial(kit, 'Continue with Farcaster')
  const dialog = await screen.findByRole('dialog', { name: 'Farcaster' })
  const qr = await within(dialog).findByRole(
    'img',
    { name: 'QR code to sign in with Farcaster' },
    { timeout: 5_000 },
  )
  expect(qr.getAttribute('data-modules')).toBeTruthy()
  expect(within(dialog).getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(
    'https://farcaster.example/connect',
  )
  await expectAccessible(dialog)
})
