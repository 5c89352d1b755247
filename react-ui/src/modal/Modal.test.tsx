// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { arbitrum, connect, mainnet } from '@walletport/core'
import { StrictMode } from 'react'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { WalletportProvider } from '../provider/WalletportProvider.js'
import { createTestKit, evmAddress } from '../test/createTestKit.js'
import { expectAccessible } from '../test/expectAccessible.js'
import { focusedText, press, tab, tabTo } from '../test/keyboard.js'
import { preloadModal, renderWithKit } from '../test/renderWithKit.js'

// the modal's lazy chunk loaded once, as the other view tests do: on a loaded machine its
// first transform takes longer than a findBy waits
beforeAll(preloadModal, 60_000)
afterEach(cleanup)

const isTab = (element: HTMLElement) => element.getAttribute('role') === 'tab'

test('behavior: connect, read the account, switch network and disconnect with the keyboard only', async () => {
  const { kit, adapter } = createTestKit()
  renderWithKit(kit, <ConnectButton />)

  // the trigger, then the modal opens on Connect with focus on the first wallet
  expect(tab()).toBe(screen.getByRole('button', { name: 'Connect Wallet' }))
  press('Enter')
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await waitFor(() => expect(focusedText()).toContain('Mock Wallet'))
  expect(focusedText()).toContain('Installed')
  await expectAccessible(dialog)

  // the installed wallet connects through the mock, and the modal closes
  press('Enter')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  expect(kit.$status.get()).toBe('connected')
  expect(dialog.isConnected).toBe(false)
  expect(adapter.calls.map((c) => c.method)).toContain('connect')

  // the trigger now shows the account and opens it
  // the address shows as its first 4 and last 6 characters
  expect(evmAddress).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
  const trigger = await screen.findByRole('button', { name: '0x5a…1BeAed' })
  trigger.focus()
  press('Enter')
  const account = await screen.findByRole('dialog', { name: 'Account' })
  expect(within(account).getByText('0x5a…1BeAed')).toBeTruthy()
  expect(await within(account).findByText('1.234 ETH')).toBeTruthy()
  expect(within(account).getByText('No tokens yet')).toBeTruthy()
  await expectAccessible(account)

  // tabs: arrows move between Tokens and NFTs
  const tokens = tabTo(isTab)
  expect(tokens.textContent).toBe('Tokens')
  press('ArrowRight')
  // radix moves roving focus on the next task
  await waitFor(() => expect(focusedText()).toBe('NFTs'))
  expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true')
  expect(within(account).getByText('No NFTs yet')).toBeTruthy()
  press('ArrowLeft')
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true'),
  )

  // the network row opens the list, where arrows move and Enter switches
  tab({ shift: true })
  const networkRow = tabTo((e) => e.textContent?.includes('Switch network') ?? false)
  expect(networkRow.textContent).toContain('Ethereum')
  press('Enter')
  const networks = await screen.findByRole('dialog', { name: 'Choose Network' })
  await waitFor(() => expect(focusedText()).toContain('Ethereum'))
  expect(document.activeElement?.getAttribute('aria-current')).toBe('true')
  await expectAccessible(networks)
  press('ArrowDown')
  expect(focusedText()).toContain('Arbitrum One')
  press('Enter')
  await screen.findByRole('dialog', { name: 'Account' })
  expect(kit.$activeNetwork.get().caipNetworkId).toBe(arbitrum.caipNetworkId)
  expect(adapter.calls.some((c) => c.method === 'switchNetwork')).toBe(true)

  // Escape closes; reopening lands on Account, where Disconnect ends the connection
  press('Escape')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  screen.getByRole('button', { name: '0x5a…1BeAed' }).focus()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Account' })
  tabTo((e) => e.textContent === 'Disconnect')
  press('Enter')
  await waitFor(() => expect(kit.$status.get()).toBe('disconnected'))
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  expect(kit.$account.get().address).toBeUndefined()
})

/** the modal's panel (the shell's, then the dialog's), as soon as one is on the page */
function firstPanel(): Promise<HTMLElement> {
  return waitFor(() => {
    const panel = document.querySelector<HTMLElement>('.wp-modal')
    if (!panel) throw new Error('no panel yet')
    return panel
  })
}

test('behavior: opening paints a shell of the dialog first, which the dialog replaces after that frame', async () => {
  const { kit } = createTestKit()
  renderWithKit(kit, <ConnectButton />)
  const trigger = screen.getByRole('button', { name: 'Connect Wallet' })
  trigger.focus()
  press('Enter')
  // the first panel on the page is the shell: no dialog yet, hidden from assistive
  // technology, nothing in it to focus, the focus still on the trigger
  const shell = await firstPanel()
  expect(shell.hasAttribute('data-opening')).toBe(true)
  expect(shell.getAttribute('aria-hidden')).toBe('true')
  expect(shell.getAttribute('role')).toBeNull()
  expect(shell.querySelector('button, [tabindex], a, input')).toBeNull()
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(document.activeElement).toBe(trigger)

  // then the dialog, in its place: one panel, its animation going on from the shell's
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  expect(shell.isConnected).toBe(false)
  expect(document.querySelectorAll('.wp-modal, .wp-overlay')).toHaveLength(2)
  expect(dialog.style.getPropertyValue('--wp-opened-ago')).toMatch(/^\d+ms$/)
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))

  // closed, no shell is left behind
  press('Escape')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  await waitFor(() => expect(document.querySelector('.wp-modal')).toBeNull())
  await waitFor(() => expect(document.activeElement).toBe(trigger))

  // opened again, it starts from its shell again
  press('Enter')
  const again = await firstPanel()
  expect(again.hasAttribute('data-opening')).toBe(true)
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
})

test('behavior: the wallet disconnecting from its side closes Account and gives the focus back', async () => {
  const { kit, adapter } = createTestKit()
  renderWithKit(kit, <ConnectButton />)
  await act(() => connect(kit, { connectorId: 'mock' }))
  screen.getByRole('button', { name: '0x5a…1BeAed' }).focus()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Account' })
  // the wallet ends the session (a user disconnecting the site in the wallet, say)
  adapter.endSession()
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  const trigger = screen.getByRole('button', { name: 'Connect Wallet' })
  await waitFor(() => expect(document.activeElement).toBe(trigger))
})

test('behavior: the back button returns to the previous view and the close button closes', async () => {
  const { kit } = createTestKit()
  renderWithKit(kit, <NetworkButton />)
  expect(tab().textContent).toBe(`Network: ${mainnet.name}`)
  press('Enter')
  await screen.findByRole('dialog', { name: 'Choose Network' })
  // opened straight on the list: nothing to go back to
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  screen.getByRole('button', { name: 'Close' }).focus()
  press('Enter')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
})

test('behavior: a declined connection offers a retry that connects', async () => {
  const { kit, adapter } = createTestKit({ mock: { failures: { connect: 'reject' } } })
  renderWithKit(kit, <ConnectButton />)
  tab()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await waitFor(() => expect(focusedText()).toContain('Mock Wallet'))
  press('Enter')
  const connecting = await screen.findByRole('dialog', { name: 'Mock Wallet' })
  await screen.findByText('Connection declined')
  expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
  await expectAccessible(connecting)

  adapter.setFailures({})
  tabTo((e) => e.textContent === 'Try again')
  press('Enter')
  await waitFor(() => expect(kit.$status.get()).toBe('connected'))
  await waitFor(() => expect(kit.$open.get()).toBe(false))
})

test('behavior: back from a pushed view returns, Escape closes', async () => {
  const { kit } = createTestKit()
  renderWithKit(kit, <ConnectButton />)
  tab()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await waitFor(() => expect(focusedText()).toContain('Mock Wallet'))
  tabTo((e) => e.textContent?.includes('All Wallets') ?? false)
  press('Enter')
  await screen.findByRole('dialog', { name: 'All Wallets' })
  screen.getByRole('button', { name: 'Back' }).focus()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  press('Escape')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
})

test('behavior: under StrictMode the modal mounts once and the wallet is asked once', async () => {
  const { kit, adapter } = createTestKit()
  render(
    <StrictMode>
      <WalletportProvider kit={kit}>
        <main>
          <ConnectButton />
        </main>
      </WalletportProvider>
    </StrictMode>,
  )
  tab()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  expect(screen.getAllByRole('dialog')).toHaveLength(1)
  await waitFor(() => expect(focusedText()).toContain('Mock Wallet'))
  press('Enter')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  expect(adapter.calls.filter((c) => c.method === 'connect')).toHaveLength(1)
})
