// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"enableIframePageLoading":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { open } from '@walletport/core'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { AccountButton } from '../buttons/AccountButton.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { useAccount } from '../hooks/useAccount.js'
import { createTestKit } from '../test/createTestKit.js'
import { focusedText, press, tab, tabTo } from '../test/keyboard.js'
import { preloadModal, renderWithKit } from '../test/renderWithKit.js'
import { setupEmbeddedTestFrame } from '../test/setupEmbeddedTestFrame.js'

// focus after each navigation (issue 19): never on the page body, and no keyboard raised on a
// touch screen by a text field that takes the focus on its own
const frame = setupEmbeddedTestFrame()
beforeAll(preloadModal)
afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
})

/** the page's wallet area as apps build it: the connect button gives way to the account */
function Wallet() {
  const { isConnected } = useAccount()
  return (
    <nav aria-label="Wallet">
      {isConnected ? (
        <>
          <NetworkButton />
          <AccountButton />
        </>
      ) : (
        <ConnectButton />
      )}
    </nav>
  )
}

test('behavior: after connecting the account button has the focus, after disconnecting the connect button', async () => {
  const { kit } = createTestKit()
  renderWithKit(kit, <Wallet />)
  expect(tab()).toBe(screen.getByRole('button', { name: 'Connect Wallet' }))
  press('Enter')
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await waitFor(() => expect(focusedText()).toContain('Mock Wallet'))
  press('Enter')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  const account = await screen.findByRole('button', { name: /^Account:/ })
  await waitFor(() => expect(document.activeElement).toBe(account))

  press('Enter')
  await screen.findByRole('dialog', { name: 'Account' })
  tabTo((element) => element.textContent === 'Disconnect')
  press('Enter')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  const connect = screen.getByRole('button', { name: 'Connect Wallet' })
  await waitFor(() => expect(document.activeElement).toBe(connect))
})

test('behavior: a modal opened from an element that stays gets it back', async () => {
  const { kit } = createTestKit()
  renderWithKit(kit, <Wallet />)
  tab()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  press('Escape')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Wallet' })),
  )
})

test('behavior: on the desktop the email field takes the focus when Connect opens', async () => {
  const { kit } = frame.kit()
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  const email = await within(dialog).findByRole('textbox', { name: 'Email' })
  await waitFor(() => expect(document.activeElement).toBe(email))
})

test('behavior: on a phone the dialog takes the focus, not the email field', async () => {
  const { kit } = frame.kit('', { isMobile: true })
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await within(dialog).findByRole('textbox', { name: 'Email' })
  await waitFor(() => expect(document.activeElement).toBe(dialog))
  // the field is one Tab away, for the user to choose
  expect(tabTo((element) => element.getAttribute('type') === 'email')).toBe(
    within(dialog).getByRole('textbox', { name: 'Email' }),
  )
})

test('behavior: with a coarse pointer the dialog takes the focus, not the email field', async () => {
  const real = window.matchMedia.bind(window)
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === '(pointer: coarse)' ? { ...real(query), matches: true } : real(query),
  )
  const { kit } = frame.kit()
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await within(dialog).findByRole('textbox', { name: 'Email' })
  await waitFor(() => expect(document.activeElement).toBe(dialog))
})
