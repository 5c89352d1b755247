// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { AccountButton } from '../buttons/AccountButton.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { WalletportProvider } from '../provider/WalletportProvider.js'
import { createTestKit } from '../test/createTestKit.js'
import { expectAccessible } from '../test/expectAccessible.js'
import { focusedText, press, tab } from '../test/keyboard.js'
import { renderWithKit } from '../test/renderWithKit.js'

afterEach(cleanup)

test('behavior: the kit locale de-DE renders the buttons and the modal in German', async () => {
  const { kit } = createTestKit({ locale: 'de-DE' })
  renderWithKit(
    kit,
    <>
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
    </>,
  )
  expect(screen.getByRole('button', { name: 'Netzwerk: Ethereum' })).toBeTruthy()
  expect(tab()).toBe(screen.getByRole('button', { name: 'Wallet verbinden' }))
  press('Enter')
  const connect = await screen.findByRole(
    'dialog',
    { name: 'Wallet verbinden' },
    // the modal loads lazily: on a busy machine that can take more than the default second
    { timeout: 10_000 },
  )
  expect(within(connect).getByRole('button', { name: 'Schließen' })).toBeTruthy()
  await waitFor(() => expect(focusedText()).toBe('Mock WalletInstalliert'))
  await expectAccessible(connect)

  press('Enter')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  // German number format: 1,234 ETH
  expect(await screen.findByRole('button', { name: 'Konto: 1,234 ETH 0x5a…1BeAed' })).toBeTruthy()
  screen.getByRole('button', { name: 'Konto: 1,234 ETH 0x5a…1BeAed' }).focus()
  press('Enter')
  const account = await screen.findByRole('dialog', { name: 'Konto' }, { timeout: 10_000 })
  expect(within(account).getByRole('tab', { name: 'Token' })).toBeTruthy()
  expect(within(account).getByRole('button', { name: 'Trennen' })).toBeTruthy()
  expect(within(account).getByRole('button', { name: 'Adresse kopieren' })).toBeTruthy()
  await expectAccessible(account)
})

test('behavior: the kit locale ar lays the buttons, the modal and the toast out right to left', async () => {
  const { kit } = createTestKit({ locale: 'ar' })
  renderWithKit(
    kit,
    <>
      <ConnectButton />
      <NetworkButton />
    </>,
  )
  const connectButton = screen.getByRole('button', { name: 'ربط المحفظة' })
  expect(connectButton.getAttribute('dir')).toBe('rtl')
  expect(screen.getByRole('button', { name: 'الشبكة: Ethereum' }).getAttribute('dir')).toBe('rtl')
  // the page's own root keeps its direction: only the kit's elements turn
  expect(document.documentElement.getAttribute('dir')).toBeNull()
  connectButton.focus()
  press('Enter')
  const connect = await screen.findByRole('dialog', { name: 'ربط المحفظة' }, { timeout: 10_000 })
  expect(connect.getAttribute('dir')).toBe('rtl')
  // the language too, for screen readers' voices and for :dir() lowered to :lang()
  expect(connect.getAttribute('lang')).toBe('ar')
  expect(connectButton.getAttribute('lang')).toBe('ar')
  expect(within(connect).getByRole('button', { name: 'إغلاق' })).toBeTruthy()
  await waitFor(() => expect(focusedText()).toBe('Mock Walletمثبّتة'))
  await expectAccessible(connect)
  expect(document.querySelector('.wp-toast-viewport')?.getAttribute('dir')).toBe('rtl')
})

test('behavior: English keeps dir="ltr" on the kit\'s roots', async () => {
  const { kit } = createTestKit()
  renderWithKit(kit, <ConnectButton />)
  expect(screen.getByRole('button', { name: 'Connect Wallet' }).getAttribute('dir')).toBe('ltr')
})

test("parameters: the provider's messages replace any message, in the buttons and the modal", async () => {
  const { kit } = createTestKit({ locale: 'de' })
  render(
    <WalletportProvider
      kit={kit}
      messages={{ 'connectButton.connect': 'Anmelden', 'view.connect': 'Wallet wählen' }}
    >
      <main>
        <ConnectButton />
      </main>
    </WalletportProvider>,
  )
  screen.getByRole('button', { name: 'Anmelden' }).focus()
  press('Enter')
  const connect = await screen.findByRole('dialog', { name: 'Wallet wählen' }, { timeout: 10_000 })
  // the rest stays German
  expect(within(connect).getByRole('button', { name: 'Schließen' })).toBeTruthy()
})
