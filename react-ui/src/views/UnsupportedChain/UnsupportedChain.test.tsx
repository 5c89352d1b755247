// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { mainnet } from '@walletport/core'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { ConnectButton } from '../../buttons/ConnectButton.js'
import { NetworkButton } from '../../buttons/NetworkButton.js'
import { createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { focusedText, press, tab } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

beforeAll(preloadModal)
afterEach(cleanup)

/** Connects through the mock onto a network the app does not list. */
async function connectOnUnknownNetwork() {
  const { kit, adapter } = createTestKit({ mock: { failures: { connect: 'wrongChain' } } })
  renderWithKit(
    kit,
    <>
      <ConnectButton />
      <NetworkButton />
    </>,
  )
  tab()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await waitFor(() => expect(focusedText()).toContain('Mock Wallet'))
  adapter.setFailures({ connect: 'wrongChain' })
  press('Enter')
  const dialog = await screen.findByRole('dialog', { name: 'Switch Network' })
  return { kit, adapter, dialog }
}

test('behavior: a wallet on an unsupported network opens UnsupportedChain; switching fixes it', async () => {
  const { kit, dialog } = await connectOnUnknownNetwork()
  expect(kit.$view.get()).toBe('UnsupportedChain')
  // there is no way back from here, and no network is marked current
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  expect(dialog.querySelector('[aria-current]')).toBeNull()
  // the page behind the dialog is hidden from screen readers while it is open
  const trigger = screen.getByRole('button', { name: 'Network: Wrong network', hidden: true })
  expect(trigger.dataset.state).toBe('unsupported')
  await expectAccessible(dialog)

  await waitFor(() => expect(focusedText()).toContain(mainnet.name))
  press('Enter')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  expect(kit.$chains.get().eip155?.unsupportedNetworkId).toBeUndefined()
  expect(kit.$activeNetwork.get().caipNetworkId).toBe(mainnet.caipNetworkId)
  const fixed = screen.getByRole('button', { name: `Network: ${mainnet.name}` })
  expect(fixed.dataset.state).toBe('supported')
})

test('behavior: Escape closes UnsupportedChain; the network button opens it again', async () => {
  const { kit } = await connectOnUnknownNetwork()
  press('Escape')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
  screen.getByRole('button', { name: 'Network: Wrong network' }).focus()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Switch Network' })
  expect(kit.$view.get()).toBe('UnsupportedChain')
})

test('behavior: Disconnect on UnsupportedChain disconnects and closes', async () => {
  const { kit } = await connectOnUnknownNetwork()
  await waitFor(() => expect(focusedText()).toContain(mainnet.name))
  let focused = tab()
  while (focused.textContent !== 'Disconnect') focused = tab()
  press('Enter')
  await waitFor(() => expect(kit.$status.get()).toBe('disconnected'))
  await waitFor(() => expect(kit.$open.get()).toBe(false))
})
