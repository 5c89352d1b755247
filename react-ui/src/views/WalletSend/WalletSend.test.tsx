// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { BALANCES, PROFILE, type TestServer } from '@walletport/blockchain-api/test'
import { connect, open } from '@walletport/core'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { ADDRESS, createFeatureTestKit, startDataServer } from '../../test/createFeatureTestKit.js'
import type { CreateTestKitParameters } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { accessibleText, press, tabTo } from '../../test/keyboard.js'
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

const receiver = '0x5555555555555555555555555555555555555555'
// the mock wallet estimates 21000 gas at a 2 gwei max fee
const capabilities = ['sendToken', 'estimateGas', 'estimateFees'] as const

async function openSend(options: CreateTestKitParameters = {}) {
  const { kit, adapter } = createFeatureTestKit(server, {
    features: { send: true, receive: true },
    ...options,
    mock: { capabilities, ...options.mock },
  })
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Account' })
  tabTo((e) => e.textContent === 'Send')
  press('Enter')
  const dialog = await screen.findByRole('dialog', { name: 'Send' })
  // the native currency is picked once the balances are read
  await within(dialog).findByRole('button', { name: /^Change token: ETH/ })
  return { kit, adapter, dialog }
}

/** tabs to the input labelled `label` and types `value` into it */
function typeInto(label: string, value: string): HTMLInputElement {
  const input = tabTo(
    (e) => e instanceof HTMLInputElement && e.labels?.[0]?.textContent === label,
  ) as HTMLInputElement
  fireEvent.change(input, { target: { value } })
  return input
}

/** the text of the element(s) an input points to with aria-describedby */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

test('default: native ETH from the keyboard: amount, receiver, fee, preview, send and back to Account', async () => {
  const { kit, adapter, dialog } = await openSend()
  expect(within(dialog).getByText('1.000 ETH available')).toBeTruthy()
  const submit = within(dialog).getByRole('button', { name: 'Enter an amount' })
  expect(submit.getAttribute('aria-disabled')).toBe('true')
  await expectAccessible(dialog)

  const amount = typeInto('Amount', '0.5')
  expect(description(amount)).toBe('≈ $1,500.25')
  typeInto('To', receiver)
  // 21000 gas at 2 gwei is 0.000042 ETH, at 3000.5 USD
  await waitFor(() => expect(within(dialog).getByText('$0.13')).toBeTruthy())
  await waitFor(() => expect(submit.textContent).toBe('Review send'))
  expect(submit.getAttribute('aria-disabled')).toBeNull()
  tabTo((e) => e === submit)
  press('Enter')

  const preview = await screen.findByRole('dialog', { name: 'Review Send' })
  await waitFor(() => expect(preview.textContent).toContain('0.5 ETH'))
  expect(preview.textContent).toContain('≈ $1,500.25')
  expect(within(preview).getByTitle(receiver).textContent).toBe('0x55…555555')
  expect(preview.textContent).toContain('Ethereum')
  // the review names the receiver, the amount, its value and the fee before the wallet is asked
  for (const row of ['Amount0.5 ETH', 'Value$1,500.25', 'Network fee$0.13'])
    expect(preview.textContent).toContain(row)
  expect(adapter.calls.filter((c) => c.method === 'sendToken')).toEqual([])
  await expectAccessible(preview)
  tabTo((e) => accessibleText(e) === 'Send')
  press('Enter')

  await screen.findByRole('dialog', { name: 'Account' })
  await waitFor(() =>
    expect(document.querySelector('.wp-toast')?.textContent).toBe('Transaction started'),
  )
  expect(kit.$history.get()).toEqual([{ view: 'Account' }])
  expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Back' })).toBeNull()
  expect(adapter.calls.find((c) => c.method === 'sendToken')?.parameters).toMatchObject({
    from: ADDRESS,
    to: receiver,
    amount: '0.5',
  })
  expect(kit.$send.get().sendTokenAmount).toBeUndefined()
})

test('behavior: the token picker, the amount in USD, field errors and a resolved name', async () => {
  const { kit, dialog } = await openSend()
  tabTo((e) => accessibleText(e).startsWith('Change token: ETH'))
  press('Enter')
  const picker = await screen.findByRole('dialog', { name: 'Select Token' })
  const list = await within(picker).findByRole('list', { name: 'Your tokens' })
  // the documented balances less the low-quality airdrop
  expect(within(list).getAllByRole('button').map(accessibleText)).toEqual([
    'Ether1.000 ETH$3,000.50',
    'USD Coin12.500 USDC$12.50',
  ])
  await expectAccessible(picker)
  tabTo((e) => accessibleText(e).startsWith('Ether'))
  press('ArrowDown')
  expect(accessibleText(document.activeElement as HTMLElement)).toMatch(/^USD Coin/)
  press('Enter')

  const form = await screen.findByRole('dialog', { name: 'Send' })
  await within(form).findByRole('button', { name: /^Change token: USDC/ })
  tabTo((e) => accessibleText(e) === 'Enter the amount in USD')
  press('Enter')
  const amount = typeInto('Amount in USD', '20')
  // 20 USD at 1 USD a USDC, more than the 12.5 held
  expect(kit.$send.get().sendTokenAmount).toBe('20')
  expect(amount.getAttribute('aria-invalid')).toBe('true')
  expect(description(amount)).toBe('Insufficient funds')
  fireEvent.change(amount, { target: { value: '2.5' } })
  expect(kit.$send.get().sendTokenAmount).toBe('2.5')
  expect(amount.getAttribute('aria-invalid')).toBeNull()
  expect(description(amount)).toBe('≈ 2.5 USDC')

  const to = typeInto('To', '0x12')
  await waitFor(() => expect(description(to)).toBe('Invalid address'))
  fireEvent.change(to, { target: { value: 'nobody.reown.id' } })
  await waitFor(() => expect(description(to)).toBe('Error resolving name'))
  expect(to.getAttribute('aria-invalid')).toBe('true')
  await expectAccessible(form)
  fireEvent.change(to, { target: { value: PROFILE.name } })
  await waitFor(() => expect(description(to)).toBe('Sending to alice.reown.id'))
  expect(kit.$send.get().receiverAddress).toBe(ADDRESS)
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Review send' })).toBeTruthy(),
  )
  await expectAccessible(form)
})

test('behavior: a declined send shows core toast and keeps the form on the preview', async () => {
  const { kit } = await openSend({ mock: { capabilities, failures: { send: 'reject' } } })
  typeInto('Amount', '0.25')
  typeInto('To', receiver)
  const submit = await screen.findByRole('button', { name: 'Review send' })
  tabTo((e) => e === submit)
  press('Enter')
  const preview = await screen.findByRole('dialog', { name: 'Review Send' })
  await within(preview).findByRole('button', { name: 'Send' })
  tabTo((e) => accessibleText(e) === 'Send')
  press('Enter')
  await waitFor(() =>
    expect(document.querySelector('.wp-toast')?.textContent).toBe('Something went wrong'),
  )
  expect(screen.getByRole('dialog', { name: 'Review Send' })).toBe(preview)
  expect(kit.$send.get()).toMatchObject({ sendTokenAmount: '0.25', receiverAddress: receiver })
  // back to the form, which still holds what was typed (once the declined send has settled
  // and Cancel takes clicks again: later than the toast on a loaded machine)
  const cancel = await within(preview).findByRole('button', { name: 'Cancel' })
  await waitFor(() =>
    expect(cancel.hasAttribute('disabled') || cancel.getAttribute('aria-disabled') === 'true').toBe(
      false,
    ),
  )
  tabTo((e) => e === cancel)
  press('Enter')
  await screen.findByRole('dialog', { name: 'Send' })
  expect(kit.$send.get().sendTokenAmount).toBe('0.25')
})

test('behavior: no ether for the fee says so, in German too', async () => {
  const { BALANCES } = await import('@walletport/blockchain-api/test')
  const [ether, usdc] = BALANCES.balances
  server.route('GET /v1/account/:address/balance', () => ({
    json: { balances: [{ ...ether, value: 0, quantity: { decimals: '18', numeric: '0' } }, usdc] },
  }))
  const { kit } = createFeatureTestKit(server, {
    features: { send: true },
    locale: 'de',
    mock: { capabilities },
  })
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Konto' })
  tabTo((e) => e.textContent === 'Senden')
  press('Enter')
  const dialog = await screen.findByRole('dialog', { name: 'Senden' })
  await within(dialog).findByRole('button', { name: /^Token ändern: ETH/ })
  tabTo((e) => accessibleText(e).startsWith('Token ändern: ETH'))
  press('Enter')
  const picker = await screen.findByRole('dialog', { name: 'Token wählen' })
  await within(picker).findByRole('button', { name: /^USD Coin/ })
  tabTo((e) => accessibleText(e).startsWith('USD Coin'))
  press('Enter')
  const form = await screen.findByRole('dialog', { name: 'Senden' })
  await within(form).findByRole('button', { name: /^Token ändern: USDC/ })
  typeInto('Betrag', '1')
  typeInto('An', receiver)
  const submit = await within(form).findByRole('button', {
    name: 'Guthaben reicht nicht für die Netzwerkgebühren',
  })
  expect(submit.getAttribute('aria-disabled')).toBe('true')
  // the button says why; Enter on it goes nowhere
  tabTo((e) => e === submit)
  press('Enter')
  expect(kit.$view.get()).toBe('WalletSend')
  await expectAccessible(form)
})

test('behavior: Max leaves the network fee for ether, and takes the whole balance of a token', async () => {
  const { kit, dialog } = await openSend()
  // 1 ETH less 21000 gas at the 2 gwei max fee
  tabTo((e) => accessibleText(e) === 'Max, leaving the network fee')
  press('Enter')
  await waitFor(() => expect(kit.$send.get().sendTokenAmount).toBe('0.999958'))
  const amount = within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
  expect(amount.value).toBe('0.999958')
  expect(description(amount)).toBe('≈ $3,000.37')
  await expectAccessible(dialog)

  tabTo((e) => accessibleText(e).startsWith('Change token: ETH'))
  press('Enter')
  const picker = await screen.findByRole('dialog', { name: 'Select Token' })
  tabTo((e) => accessibleText(e).startsWith('USD Coin') && picker.contains(e))
  press('Enter')
  const form = await screen.findByRole('dialog', { name: 'Send' })
  await within(form).findByRole('button', { name: /^Change token: USDC/ })
  tabTo((e) => accessibleText(e) === 'Max: your whole balance')
  press('Enter')
  await waitFor(() => expect(kit.$send.get().sendTokenAmount).toBe('12.5'))
})

test('behavior: a token with no symbol, a 200-character name, 30 decimals and a broken logo', async () => {
  const name = `O${'o'.repeat(199)}`
  const numeric = `1.${'1'.repeat(29)}`
  server.route('GET /v1/account/:address/balance', () => ({
    json: {
      balances: [
        ...BALANCES.balances,
        {
          name,
          symbol: '',
          chainId: 'eip155:1',
          address: 'eip155:1:0x9999999999999999999999999999999999999999',
          value: 1.11,
          price: 1,
          quantity: { decimals: '30', numeric },
          iconUrl: 'https://img.test/missing.png',
        },
      ],
    },
  }))
  const { kit } = await openSend()
  tabTo((e) => accessibleText(e).startsWith('Change token: ETH'))
  press('Enter')
  const picker = await screen.findByRole('dialog', { name: 'Select Token' })
  const list = await within(picker).findByRole('list', { name: 'Your tokens' })
  tabTo((e) => accessibleText(e).startsWith(name) && list.contains(e))
  press('Enter')
  const form = await screen.findByRole('dialog', { name: 'Send' })
  // the name stands in for the symbol; the monogram for the logo that never loaded
  const token = await within(form).findByRole('button', {
    name: new RegExp(`^Change token: ${name}`),
  })
  expect(token.querySelector('.wp-logo-monogram')?.textContent).toBe('O')
  tabTo((e) => accessibleText(e) === 'Max: your whole balance')
  press('Enter')
  await waitFor(() => expect(kit.$send.get().sendTokenAmount).toBe(numeric))
  const amount = within(form).getByRole('textbox', { name: 'Amount' })
  expect(amount.getAttribute('aria-invalid')).toBeNull()
  await expectAccessible(form)
})
