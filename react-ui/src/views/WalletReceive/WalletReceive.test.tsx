// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { connect, open, switchNetwork } from '@walletport/core'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createTestKit, evmAddress } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { press, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

beforeAll(preloadModal)
afterEach(() => {
  vi.unstubAllGlobals()
  cleanup()
})

async function openReceive(locale?: string) {
  const { kit } = createTestKit({ features: { receive: true }, ...(locale && { locale }) })
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: locale === 'de' ? 'Konto' : 'Account' })
  const label = locale === 'de' ? 'Empfangen' : 'Receive'
  tabTo((e) => e.textContent === label)
  press('Enter')
  return { kit, dialog: await screen.findByRole('dialog', { name: label }) }
}

test('default: the address as a QR code and as text, copied from the keyboard', async () => {
  const writeText = vi.fn(async (_text: string) => {})
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
  const { dialog } = await openReceive()
  const qr = await within(dialog).findByRole('img', {
    name: `QR code of your address ${evmAddress}`,
  })
  // drawn: a code of at least version 3 (a 42-character address), with dark modules
  expect(Number(qr.getAttribute('data-modules'))).toBeGreaterThanOrEqual(29)
  expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100)
  expect(within(dialog).getByText(evmAddress)).toBeTruthy()
  // the active network first, then the other configured one the address is valid on
  const networks = within(dialog).getByRole('list', { name: 'Networks' })
  expect(
    within(networks)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['EEthereum', 'AArbitrum One'])
  await expectAccessible(dialog)

  tabTo((e) => e.textContent === 'Copy address')
  press('Enter')
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(evmAddress))
  await waitFor(() =>
    expect(document.querySelector('.wp-toast')?.textContent).toBe('Address copied'),
  )
})

test('behavior: another network comes first once switched to, in German', async () => {
  const { kit, dialog } = await openReceive('de')
  await act(() => switchNetwork(kit, { networkId: 'eip155:42161' }))
  const networks = within(dialog).getByRole('list', { name: 'Netzwerke' })
  await waitFor(() =>
    expect(within(networks).getAllByRole('listitem')[0]?.textContent).toBe('AArbitrum One'),
  )
  expect(
    within(dialog).getByRole('img', { name: `QR-Code deiner Adresse ${evmAddress}` }),
  ).toBeTruthy()
  await expectAccessible(dialog)
})
