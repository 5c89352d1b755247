// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import {
  createLocalSiwx,
  createMemoryDriver,
  getSignInState,
  type Kit,
  open,
} from '@walletport/core'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { ConnectButton } from '../../buttons/ConnectButton.js'
import { type CreateTestKitParameters, createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { accessibleText, focusedText, press, tab, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

beforeAll(preloadModal)
afterEach(cleanup)

// the mock wallet writes and checks sign-in messages (the adapter's siwx capabilities)
const SIGN_IN = ['siwx', 'verifySiwx'] as const

/** A kit with core's sign-in kept in memory, `required` or not, and a wallet that can sign in. */
function createSignInKit(required: boolean, mock: CreateTestKitParameters['mock'] = {}) {
  return createTestKit({
    siwx: createLocalSiwx({ storage: createMemoryDriver(), required }),
    metadata: { name: 'Test App', url: 'https://test.app' },
    mock: { capabilities: SIGN_IN, ...mock },
  })
}

const signInStatus = (kit: Kit) => getSignInState(kit).status

async function connectWithSignIn(required: boolean, mock?: Parameters<typeof createSignInKit>[1]) {
  const { kit, adapter } = createSignInKit(required, mock)
  renderWithKit(kit, <ConnectButton />)
  tab()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await waitFor(() => expect(focusedText()).toContain('Mock Wallet'))
  press('Enter')
  // core finds no session for the account and opens the sign view
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' })
  await screen.findByText('Test App needs to connect to your wallet')
  return { kit, adapter, dialog }
}

test('behavior: after connecting, sign-in is asked and signing closes the modal', async () => {
  const { kit, adapter, dialog } = await connectWithSignIn(true)
  expect(kit.$view.get()).toBe('SIWXSignMessage')
  expect(signInStatus(kit)).toBe('unsigned')
  // the way out is Cancel: nothing to go back to
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  await expectAccessible(dialog)
  tabTo((e) => accessibleText(e) === 'Sign')
  press('Enter')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  expect(signInStatus(kit)).toBe('signed')
  const session = getSignInState(kit).session
  expect(session?.data.accountAddress).toBe(kit.$account.get().address)
  expect(session?.message).toContain('test.app wants you to sign in')
  expect(adapter.calls.some((c) => c.method === 'signMessage')).toBe(true)
})

test('behavior: a declined signature comes back to the sign view with an error toast; signing again works', async () => {
  const { kit, adapter } = await connectWithSignIn(false, { failures: { signMessage: 'reject' } })
  tabTo((e) => accessibleText(e) === 'Sign')
  press('Enter')
  expect(await screen.findByText('Signature declined')).toBeTruthy()
  await screen.findByRole('dialog', { name: 'Sign In' })
  expect(kit.$view.get()).toBe('SIWXSignMessage')
  expect(kit.$open.get()).toBe(true)
  adapter.setFailures({})
  ;(await screen.findByRole('button', { name: 'Sign' })).focus()
  press('Enter')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  expect(signInStatus(kit)).toBe('signed')
})

test('behavior: ConnectingSiwe shows while the wallet signs', async () => {
  const { kit, adapter } = await connectWithSignIn(true, { failures: { signMessage: 'timeout' } })
  tabTo((e) => accessibleText(e) === 'Sign')
  press('Enter')
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' })
  expect(await screen.findByText('Sign the message in your wallet to continue.')).toBeTruthy()
  expect(kit.$view.get()).toBe('ConnectingSiwe')
  expect(getSignInState(kit).loading).toBe(true)
  await expectAccessible(dialog)
  // required and unsigned: the modal stays
  press('Escape')
  expect(kit.$open.get()).toBe(true)
  expect(kit.$shake.get()).toBe(true)
  expect(adapter.calls.some((c) => c.method === 'signMessage')).toBe(true)
})

test('behavior: with sign-in required and no session, closing shakes instead', async () => {
  const { kit, dialog } = await connectWithSignIn(true)
  press('Escape')
  expect(kit.$open.get()).toBe(true)
  expect(kit.$shake.get()).toBe(true)
  await waitFor(() => expect(dialog.dataset.shake).toBe('true'))
  expect(dialog.dataset.locked).toBe('true')
  screen.getByRole('button', { name: 'Close' }).focus()
  press('Enter')
  expect(kit.$open.get()).toBe(true)
  // the shake lasts 500 ms
  await waitFor(() => expect(kit.$shake.get()).toBe(false), { timeout: 1_000 })
})

test('behavior: cancel disconnects when sign-in is required, back on Connect', async () => {
  const { kit } = await connectWithSignIn(true)
  tabTo((e) => accessibleText(e) === 'Cancel')
  press('Enter')
  await waitFor(() => expect(kit.$status.get()).toBe('disconnected'))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  expect(kit.$view.get()).toBe('Connect')
})

test('behavior: when sign-in is optional, Escape closes the sign view and cancel keeps the wallet', async () => {
  const first = await connectWithSignIn(false)
  press('Escape')
  await waitFor(() => expect(first.kit.$open.get()).toBe(false))
  expect(first.kit.$status.get()).toBe('connected')
  cleanup()

  const second = await connectWithSignIn(false)
  tabTo((e) => accessibleText(e) === 'Cancel')
  press('Enter')
  await waitFor(() => expect(second.kit.$open.get()).toBe(false))
  expect(second.kit.$status.get()).toBe('connected')
  expect(second.kit.$view.get()).toBe('Connect')
})

test('behavior: an account with a session connects without being asked', async () => {
  const storage = createMemoryDriver()
  const siwx = createLocalSiwx({ storage, required: true })
  const options = { siwx, mock: { capabilities: SIGN_IN } }
  const first = createTestKit(options)
  renderWithKit(first.kit, <ConnectButton />)
  tab()
  press('Enter')
  await waitFor(() => expect(focusedText()).toContain('Mock Wallet'))
  press('Enter')
  ;(await screen.findByRole('button', { name: 'Sign' })).focus()
  press('Enter')
  await waitFor(() => expect(signInStatus(first.kit)).toBe('signed'))
  cleanup()

  // the same account again, with the session kept: the modal closes after connecting
  const second = createTestKit({ ...options, siwx: createLocalSiwx({ storage, required: true }) })
  renderWithKit(second.kit, <ConnectButton />)
  tab()
  press('Enter')
  await waitFor(() => expect(focusedText()).toContain('Mock Wallet'))
  press('Enter')
  await waitFor(() => expect(second.kit.$open.get()).toBe(false))
  expect(signInStatus(second.kit)).toBe('signed')
  expect(second.adapter.calls.some((c) => c.method === 'signMessage')).toBe(false)
})

test('behavior: a sign-in core cannot start says so and stays on the sign view', async () => {
  // sign-in is off for this kit: the view opened anyway offers nothing to sign
  const { kit } = createTestKit({ metadata: { name: 'Test App' } })
  renderWithKit(kit, null)
  await act(() => open(kit, { view: 'SIWXSignMessage' }))
  ;(await screen.findByRole('button', { name: 'Sign' })).focus()
  press('Enter')
  expect(await screen.findByText('Sign-in is not available')).toBeTruthy()
  await screen.findByRole('button', { name: 'Sign' })
  expect(kit.$view.get()).toBe('SIWXSignMessage')
})
