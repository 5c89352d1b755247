// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { TestServer } from '@walletport/blockchain-api/test'
import { connect, open } from '@walletport/core'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createFeatureTestKit, startDataServer } from '../../test/createFeatureTestKit.js'
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
  vi.unstubAllGlobals()
  cleanup()
  server.reset()
})

async function openOnrampView() {
  const { kit } = createFeatureTestKit(server, {
    features: { onramp: true, swaps: true, receive: true, send: true },
  })
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  const account = await screen.findByRole('dialog', { name: 'Account' })
  // the wallet features in their default order: onramp, swaps, receive, send
  const features = within(account).getByRole('list', { name: 'Wallet features' })
  expect(
    within(features)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  tabTo((e) => e.textContent === 'Buy')
  press('Enter')
  const dialog = await screen.findByRole('dialog', { name: 'Buy Crypto' })
  return { kit, dialog }
}

function typeAmount(value: string): HTMLInputElement {
  const input = tabTo(
    (e) => e instanceof HTMLInputElement && /^Amount in/.test(e.labels?.[0]?.textContent ?? ''),
  ) as HTMLInputElement
  fireEvent.change(input, { target: { value } })
  return input
}

const hint = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent

test('default: currency, payment, limits, the quote with the fee range, and Buy opens the provider', async () => {
  // the window the click opens, blank until the provider's URL arrives
  const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() }
  const opened = vi.fn(() => popup)
  vi.stubGlobal('open', opened)
  const { dialog } = await openOnrampView()
  const buy = await within(dialog).findByRole('combobox', { name: 'Buy' })
  expect((buy as HTMLSelectElement).value).toBe('d85dce9b-5b73-5c3c-8978-522ce1d1c1b4')
  expect(dialog.textContent).toContain('Network: Ethereum')
  expect(
    (within(dialog).getByRole('combobox', { name: 'Pay with' }) as HTMLSelectElement).value,
  ).toBe('GBP')
  expect(
    within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['ETH', 'GBP', 'Card'])
  await expectAccessible(dialog)

  const amount = typeAmount('2')
  expect(amount.getAttribute('aria-invalid')).toBe('true')
  expect(hint(amount)).toBe('Between £5.00 and £5,000.00')
  typeAmount('100')
  expect(amount.getAttribute('aria-invalid')).toBeNull()
  // the quote's rows wait, busy, in its place
  const pending = dialog.querySelector('.wp-details[aria-busy="true"]')
  expect(pending?.textContent).toBe('Getting a quote…')
  expect(within(dialog).getByRole('button', { name: 'Buy' }).getAttribute('aria-disabled')).toBe(
    'true',
  )
  const quote = (await within(dialog).findByText('You get', {}, { timeout: 3000 })).closest('dl')
  expect(quote?.textContent).toContain('You get0.0325 ETH')
  expect(quote?.textContent).toContain('Provider fee$1.99')
  expect(quote?.textContent).toContain('Total$100.00')
  expect(quote?.textContent).toContain('Provider fee range£1.00–£2.00 (1–2%)')
  expect(dialog.textContent).not.toContain('Estimate')
  await expectAccessible(dialog)

  tabTo((e) => e.tagName === 'BUTTON' && e.textContent === 'Buy')
  press('Enter')
  // opened at once, in the keypress, then pointed at the provider's page
  expect(opened).toHaveBeenCalledWith('', '_blank')
  expect(popup.opener).toBeNull()
  await waitFor(() => expect(popup.location.href).toBe('https://pay.test/buy?session=1'))
  expect(popup.close).not.toHaveBeenCalled()
  // pending until the visitor comes back, then the balance is read again
  await within(dialog).findByText(/Finish your purchase/)
  const waiting = within(dialog).getByRole('button', { name: 'Waiting for your purchase…' })
  expect(waiting.getAttribute('aria-busy')).toBe('true')
  await expectAccessible(dialog)
  act(() => void window.dispatchEvent(new Event('focus')))
  await waitFor(() => expect(within(dialog).queryByText(/Finish your purchase/)).toBeNull())
  expect(within(dialog).getByRole('button', { name: 'Buy' })).toBeTruthy()
  const [request] = server.requestsTo('/v1/generators/onrampurl')
  expect(request?.json).toMatchObject({ presetFiatAmount: 100, defaultNetwork: 'ethereum' })
})

test('behavior: the defaults and the estimate of a failing provider are marked', async () => {
  const fail = () => ({ status: 500, json: { message: 'down' } })
  server.route('GET /v1/onramp/options', fail)
  server.route('POST /v1/onramp/quote', fail)
  const { dialog } = await openOnrampView()
  await within(dialog).findByText(/the default currencies and limits/)
  expect(dialog.textContent).toContain('Buying ETH')
  expect(
    within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['USD', 'EUR', 'Card', 'Bank account'])
  const amount = typeAmount('7600')
  expect(hint(amount)).toBe('Between $10.00 and $7,500.00')
  tabTo((e) => e instanceof HTMLSelectElement && e.labels?.[0]?.textContent === 'Payment method')
  fireEvent.change(document.activeElement as HTMLSelectElement, {
    target: { value: 'ach_bank_account' },
  })
  expect(amount.getAttribute('aria-invalid')).toBeNull()
  const quote = (await within(dialog).findByText('You get', {}, { timeout: 3000 })).closest('dl')
  expect(quote?.textContent).toContain('Provider fee range$76.00–$152.00 (1–2%)')
  expect(dialog.textContent).toContain('Estimate: the provider did not answer')
  await expectAccessible(dialog)
})

test('behavior: a failed request closes the blank window with a clear error; a blocked one says so', async () => {
  const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() }
  vi.stubGlobal(
    'open',
    vi.fn(() => popup),
  )
  server.route('POST /v1/generators/onrampurl', () => ({ status: 500, json: { message: 'down' } }))
  const { dialog, kit } = await openOnrampView()
  await within(dialog).findByRole('combobox', { name: 'Buy' })
  typeAmount('100')
  await within(dialog).findByText('You get', {}, { timeout: 3000 })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Buy' }))
  await waitFor(() => expect(popup.close).toHaveBeenCalled())
  expect(popup.location.href).toBe('')
  await waitFor(() => expect(kit.$toast.get().message).toBe('Could not open the provider'))

  // a browser that refuses the window: nothing is requested, and the visitor is told
  vi.stubGlobal(
    'open',
    vi.fn(() => null),
  )
  server.reset()
  const requests = server.requestsTo('/v1/generators/onrampurl').length
  fireEvent.click(within(dialog).getByRole('button', { name: 'Buy' }))
  await waitFor(() => expect(kit.$toast.get().message).toBe("The provider's window was blocked"))
  expect(server.requestsTo('/v1/generators/onrampurl')).toHaveLength(requests)
})
