// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { AccountButton } from '../buttons/AccountButton.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
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
