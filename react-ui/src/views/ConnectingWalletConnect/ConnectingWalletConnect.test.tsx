// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { open, type WalletListItem } from '@walletport/core'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { accessibleText, focusedText, press, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

beforeAll(preloadModal)
afterEach(() => {
  vi.unstubAllGlobals()
  cleanup()
})

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const metamask: WalletListItem = { id: 'mm', name: 'MetaMask', mobileLink: 'metamask://' }

/** A kit with a pairing connector whose connect waits, as it does until a wallet scans. */
function setup(isMobile = false) {
  const { kit, adapter } = createTestKit({
    isMobile,
    mock: {
      failures: { connect: 'timeout' },
      connectors: [{ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', installed: false }],
    },
  })
  kit._internal.walletList.update({ featured: [metamask] })
  renderWithKit(kit, null)
  return { kit, adapter }
}

/** What the pairing client would write once it has a URI (core does not wire it yet). */
function publishUri(kit: ReturnType<typeof setup>['kit']) {
  act(() => kit._internal.connections.update('eip155', { wcUri: URI }))
}

test('behavior: the pairing entry shows the QR code of the URI and copies the link', async () => {
  const writeText = vi.fn(async (_text: string) => {})
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
  const { kit, adapter } = setup()
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await waitFor(() => expect(focusedText()).toBe('WalletConnectQR code'))
  press('Enter')
  const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
  // the connector is asked to pair; the URI is not there yet
  await waitFor(() => expect(adapter.calls.some((c) => c.method === 'connect')).toBe(true))
  expect(within(dialog).getByRole('status').textContent).toBe('Preparing the QR code…')

  publishUri(kit)
  const qr = within(dialog).getByRole('img', { name: 'QR code to connect with WalletConnect' })
  expect(Number(qr.getAttribute('data-modules'))).toBeGreaterThanOrEqual(21)
  expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
  await expectAccessible(dialog)

  tabTo((e) => accessibleText(e) === 'Copy link')
  press('Enter')
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(URI))
  expect(await screen.findByText('Link copied')).toBeTruthy()
})

test('behavior: on mobile, a wallet without an installed connector gets its deep link', async () => {
  const { kit } = setup(true)
  await act(() => open(kit))
  const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  within(connect).getByRole('button', { name: 'MetaMask' }).focus()
  press('Enter')
  const dialog = await screen.findByRole('dialog', { name: 'MetaMask' })
  publishUri(kit)
  const link = within(dialog).getByRole('link', { name: 'Open MetaMask' })
  expect(link.getAttribute('href')).toBe(`metamask://wc?uri=${encodeURIComponent(URI)}`)
  await expectAccessible(dialog)
})
