// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { arbitrum, connect, type KitEvent } from '@walletport/core'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { createTestKit, evmAddress } from '../test/createTestKit.js'
import { press, tab } from '../test/keyboard.js'
import { preloadModal, renderWithKit } from '../test/renderWithKit.js'
import { useAccount } from './useAccount.js'
import { useBalance } from './useBalance.js'
import { useDisconnect } from './useDisconnect.js'
import { useEvents } from './useEvents.js'
import { useModalState } from './useModalState.js'
import { useNetwork } from './useNetwork.js'
import { useProvider } from './useProvider.js'
import { useWalletInfo } from './useWalletInfo.js'
import { useWalletport } from './useWalletport.js'

beforeAll(preloadModal)
afterEach(cleanup)

/** A site's own trigger and account panel, built from the hooks alone. */
function CustomWidget({ events }: { events: KitEvent[] }) {
  const { open, close } = useWalletport()
  const account = useAccount()
  const { network, switchNetwork } = useNetwork()
  const { balance, symbol, status } = useBalance()
  const { walletInfo } = useWalletInfo()
  const { disconnect } = useDisconnect()
  const { provider } = useProvider()
  const modal = useModalState()
  const latest = useEvents((event) => events.push(event))
  return (
    <section aria-label="widget">
      <button type="button" onClick={() => void open()}>
        my trigger
      </button>
      <button type="button" onClick={() => void open({ view: 'Networks' })}>
        my networks
      </button>
      <button type="button" onClick={close}>
        my close
      </button>
      <button type="button" onClick={() => void switchNetwork(arbitrum.caipNetworkId)}>
        my switch
      </button>
      <button type="button" onClick={() => void disconnect()}>
        my disconnect
      </button>
      <output data-testid="state">
        {JSON.stringify({
          connected: account.isConnected,
          address: account.address,
          network: network.name,
          balance,
          symbol,
          status,
          wallet: walletInfo?.name,
          provider,
          modal,
          latest: latest?.event,
        })}
      </output>
    </section>
  )
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}')

test('behavior: a site builds its own trigger and panel from the hooks', async () => {
  const { kit } = createTestKit()
  const events: KitEvent[] = []
  renderWithKit(kit, <CustomWidget events={events} />)
  expect(state()).toMatchObject({ connected: false, network: 'Ethereum', status: 'pending' })

  screen.getByRole('button', { name: 'my trigger' }).focus()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  expect(state().modal).toEqual({ open: true, loading: false, view: 'Connect' })
  expect(state().latest).toBe('MODAL_OPEN')
  act(() => screen.getByRole('button', { name: 'my close', hidden: true }).click())
  await waitFor(() => expect(state().modal.open).toBe(false))

  await act(() => connect(kit, { connectorId: 'mock' }))
  await waitFor(() => expect(state().balance).toBe('1.2345678'))
  expect(state()).toMatchObject({
    connected: true,
    address: evmAddress,
    symbol: 'ETH',
    status: 'success',
    wallet: 'Mock Wallet',
    provider: { mock: true, connectorId: 'mock' },
  })
  expect(events.map((e) => e.event)).toContain('CONNECT_SUCCESS')

  act(() => screen.getByRole('button', { name: 'my switch' }).click())
  await waitFor(() => expect(state().network).toBe('Arbitrum One'))

  act(() => screen.getByRole('button', { name: 'my networks' }).click())
  await screen.findByRole('dialog', { name: 'Choose Network' })
  expect(state().modal.view).toBe('Networks')
  act(() => screen.getByRole('button', { name: 'my close', hidden: true }).click())
  // closed before the disconnect, so its MODAL_CLOSE event cannot come after the disconnect's
  await waitFor(() => expect(state().modal.open).toBe(false))
  await waitFor(() => expect(state().latest).toBe('MODAL_CLOSE'))

  act(() => screen.getByRole('button', { name: 'my disconnect' }).click())
  await waitFor(() => expect(state().connected).toBe(false))
  expect(state().latest).toBe('DISCONNECT_SUCCESS')
})

test('behavior: ConnectButton takes a render function and asChild', async () => {
  const { kit } = createTestKit()
  renderWithKit(
    kit,
    <>
      <ConnectButton>
        {({ isConnected, displayName, open }) => (
          <button type="button" onClick={open}>
            {isConnected ? `custom ${displayName}` : 'custom connect'}
          </button>
        )}
      </ConnectButton>
      <ConnectButton asChild view="Networks">
        <a href="#networks">pick a network</a>
      </ConnectButton>
    </>,
  )
  expect(tab().textContent).toBe('custom connect')
  const link = screen.getByRole('link', { name: 'pick a network' })
  expect(link.className).toBe('wp-button')
  expect(link.dataset.state).toBe('disconnected')
  await act(() => connect(kit, { connectorId: 'mock' }))
  expect(screen.getByRole('button', { name: 'custom 0x5a…1BeAed' })).toBeTruthy()
  link.focus()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Choose Network' })
})
