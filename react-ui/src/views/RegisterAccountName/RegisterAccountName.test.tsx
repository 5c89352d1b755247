// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { TestServer } from '@walletport/blockchain-api/test'
import { connect, open } from '@walletport/core'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createFeatureTestKit, startDataServer } from '../../test/createFeatureTestKit.js'
import type { CreateTestKitParameters } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { press, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

let server: TestServer
beforeAll(async () => {
  server = await startDataServer()
  await preloadModal()
})
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  server.reset()
})

// an address the service knows no name for
const NAMELESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

async function openRegister(mock: CreateTestKitParameters['mock'] = {}) {
  const { kit } = createFeatureTestKit(server, {
    features: { names: true },
    mock: { accounts: [NAMELESS], ...mock },
  })
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Account' })
  tabTo((e) => e.textContent === 'Choose a name')
  press('Enter')
  const dialog = await screen.findByRole('dialog', { name: 'Choose a Name' })
  const input = (await within(dialog).findByRole('textbox', { name: 'Name' })) as HTMLInputElement
  return { kit, dialog, input }
}

function type(input: HTMLInputElement, value: string) {
  tabTo((e) => e === input)
  fireEvent.change(input, { target: { value } })
}

const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

test('default: the rule, live suggestions, the suffix, Register signs and shows the success view', async () => {
  const { kit, dialog, input } = await openRegister()
  expect(description(input)).toBe('.reown.id Letters, digits and hyphens, at least 4 characters')
  await expectAccessible(dialog)

  type(input, 'al!')
  expect(input.getAttribute('aria-invalid')).toBe('true')
  expect(description(input)).toBe(
    '.reown.id Use letters, digits and hyphens, at least 4 characters',
  )
  // the service has alice2 taken and offers alice1
  type(input, 'alice2')
  await waitFor(() => expect(description(input)).toContain('alice2.reown.id is taken'))
  const register = within(dialog).getByRole('button', { name: 'Register' })
  expect(register.getAttribute('aria-disabled')).toBe('true')
  const suggestions = within(dialog).getByRole('list', { name: 'Suggestions' })
  expect(suggestions.textContent).toBe('alice1.reown.id')
  await expectAccessible(dialog)

  tabTo((e) => e.getAttribute('aria-label') === 'Use alice1.reown.id')
  press('Enter')
  expect(input.value).toBe('alice1')
  await waitFor(() =>
    expect(within(dialog).getByRole('status').textContent).toBe('alice1.reown.id is available'),
  )
  expect(register.getAttribute('aria-disabled')).toBeNull()
  tabTo((e) => e === register)
  press('Enter')

  const success = await screen.findByRole('dialog', { name: 'Name Registered' })
  await within(success).findByText('alice1.reown.id')
  expect(kit.$account.get().profileName).toBe('alice1.reown.id')
  const [request] = server.requestsTo('/v1/profile/account')
  const body = request?.json as { message: string; address: string }
  expect(JSON.parse(body.message)).toMatchObject({ name: 'alice1.reown.id' })
  expect(body.address).toBe(NAMELESS)
  await expectAccessible(success)

  tabTo((e) => e.textContent === 'Done')
  press('Enter')
  const account = await screen.findByRole('dialog', { name: 'Account' })
  expect(account.textContent).toContain('alice1.reown.id')
  expect(within(account).queryByRole('button', { name: 'Choose a name' })).toBeNull()
})

test('behavior: a declined signature comes back to the form with the error', async () => {
  const { kit, dialog, input } = await openRegister({ failures: { signMessage: 'reject' } })
  type(input, 'alice1')
  await within(dialog).findByText('alice1.reown.id is available')
  tabTo((e) => e.textContent === 'Register')
  press('Enter')
  await waitFor(() =>
    expect(document.querySelector('.wp-toast')?.textContent).toBe('Error registering name'),
  )
  expect(kit.$view.get()).toBe('RegisterAccountName')
  expect(kit.$account.get().profileName).toBeUndefined()
  const form = await screen.findByRole('dialog', { name: 'Choose a Name' })
  expect(within(form).getByRole('button', { name: 'Register' })).toBeTruthy()
})
