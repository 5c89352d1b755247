// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { close, disconnect, type Kit, open, resetView, signMessage } from '@walletport/core'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { ConnectButton } from '../../buttons/ConnectButton.js'
import type { SignInFlow } from '../../flows/types.js'
import { createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { accessibleText, focusedText, press, tab, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

beforeAll(preloadModal)
afterEach(cleanup)

/**
 * The sign-in flow as core will run it, built from core's actions for the test: sign with
 * the wallet, keep the session, close; cancel disconnects when sign-in is required.
 */
function createSignInFlow(kit: Kit): SignInFlow {
  let session = false
  const listeners = new Set<() => void>()
  return {
    session: {
      get: () => session,
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    needsSignIn: () => Boolean(kit.options.siwx) && !session,
    async signIn() {
      await signMessage(kit, { message: 'test.app wants you to sign in' })
      session = true
      for (const listener of listeners) listener()
      close(kit)
    },
    async cancel() {
      if (kit.options.siwx?.required) await disconnect(kit)
      close(kit)
      resetView(kit, { view: 'Connect' })
    },
  }
}

async function connectWithSignIn(required: boolean) {
  const { kit, adapter } = createTestKit({
    siwx: { required },
    metadata: { name: 'Test App' },
  })
  const flow = createSignInFlow(kit)
  renderWithKit(kit, <ConnectButton />, { signIn: flow })
  tab()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await waitFor(() => expect(focusedText()).toContain('Mock Wallet'))
  press('Enter')
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' })
  await screen.findByText('Test App needs to connect to your wallet')
  return { kit, adapter, flow, dialog }
}

test('behavior: after connecting, sign-in is asked and signing closes the modal', async () => {
  const { kit, adapter, flow, dialog } = await connectWithSignIn(true)
  expect(kit.$view.get()).toBe('SIWXSignMessage')
  await expectAccessible(dialog)
  tabTo((e) => accessibleText(e) === 'Sign')
  press('Enter')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  expect(flow.session.get()).toBe(true)
  expect(adapter.calls.some((c) => c.method === 'signMessage')).toBe(true)
})

test('behavior: with sign-in required and no session, closing shakes instead', async () => {
  const { kit, dialog } = await connectWithSignIn(true)
  press('Escape')
  expect(kit.$open.get()).toBe(true)
  expect(kit.$shake.get()).toBe(true)
  await waitFor(() => expect(dialog.dataset.shake).toBe('true'))
  screen.getByRole('button', { name: 'Close' }).focus()
  press('Enter')
  expect(kit.$open.get()).toBe(true)
  // the shake lasts 500 ms
  await waitFor(() => expect(kit.$shake.get()).toBe(false), { timeout: 1_000 })
})

test('behavior: cancel disconnects when sign-in is required', async () => {
  const { kit } = await connectWithSignIn(true)
  tabTo((e) => accessibleText(e) === 'Cancel')
  press('Enter')
  await waitFor(() => expect(kit.$status.get()).toBe('disconnected'))
  expect(kit.$open.get()).toBe(false)
})

test('behavior: when sign-in is optional, Escape closes the sign view', async () => {
  const { kit } = await connectWithSignIn(false)
  press('Escape')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  expect(kit.$status.get()).toBe('connected')
})

test('behavior: ConnectingSiwe shows the wait and keeps the modal open while required', async () => {
  const { kit } = createTestKit({ siwx: { required: true } })
  renderWithKit(kit, null, { signIn: createSignInFlow(kit) })
  await act(() => open(kit, { view: 'ConnectingSiwe' }))
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' })
  expect((await screen.findByRole('status')).textContent).toBe('Authenticating…')
  await expectAccessible(dialog)
  press('Escape')
  expect(kit.$open.get()).toBe(true)
  expect(kit.$shake.get()).toBe(true)
})
