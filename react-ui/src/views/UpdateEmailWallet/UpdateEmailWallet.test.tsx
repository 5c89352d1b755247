// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"enableIframePageLoading":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { open, pushView } from '@walletport/core'
import { connectEmail } from '@walletport/core/embedded'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { expectAccessible } from '../../test/expectAccessible.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'
import { setupEmbeddedTestFrame } from '../../test/setupEmbeddedTestFrame.js'

// core's test frame knows no email change: UPDATE_EMAIL and UPDATE_EMAIL_SECONDARY_OTP answer
// payloads that fail their schema, UPDATE_EMAIL_PRIMARY_OTP succeeds
const frame = setupEmbeddedTestFrame()
beforeAll(preloadModal)
afterEach(cleanup)

async function signedIn() {
  const { kit } = frame.kit('?action=CONNECT')
  renderWithKit(kit, null)
  await connectEmail(kit, { email: 'a@b.co' })
  await act(() => open(kit))
  return kit
}

test('default: Account shows the email and leads to the email change', async () => {
  await signedIn()
  const account = await screen.findByRole('dialog', { name: 'Account' })
  expect(await within(account).findByText('Signed in as a@b.co')).toBeTruthy()
  fireEvent.click(within(account).getByRole('button', { name: 'Change email' }))
  const dialog = await screen.findByRole('dialog', { name: 'Change Email' })
  expect(await within(dialog).findByText('Your email is a@b.co')).toBeTruthy()
  await expectAccessible(dialog)
  const field = within(dialog).getByRole('textbox', { name: 'New email' })
  fireEvent.change(field, { target: { value: 'new@b.co' } })
  fireEvent.submit(field)
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'Could not continue with email',
  )
  await expectAccessible(dialog)
})

test('behavior: the current email’s code, then the new email’s code', async () => {
  const kit = await signedIn()
  act(() => pushView(kit, { view: 'UpdateEmailPrimaryOtp', data: { email: 'new@b.co' } }))
  const primary = await screen.findByRole('dialog', { name: 'Confirm Current Email' })
  expect(
    await within(primary).findByText('Enter the 6-digit code we sent to your current email a@b.co'),
  ).toBeTruthy()
  await expectAccessible(primary)
  fireEvent.change(within(primary).getByRole('textbox', { name: 'Code' }), {
    target: { value: '111111' },
  })
  const secondary = await screen.findByRole('dialog', { name: 'Confirm New Email' })
  expect(
    await within(secondary).findByText('Enter the 6-digit code we sent to new@b.co'),
  ).toBeTruthy()
  await expectAccessible(secondary)
  fireEvent.change(within(secondary).getByRole('textbox', { name: 'Code' }), {
    target: { value: '222222' },
  })
  expect((await within(secondary).findByRole('alert')).textContent).toBe(
    'Could not continue with email',
  )
})
