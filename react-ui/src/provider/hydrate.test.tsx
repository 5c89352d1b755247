// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { connect, type Kit } from '@walletport/core'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { AccountButton } from '../buttons/AccountButton.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { createTestKit } from '../test/createTestKit.js'
import { WalletportProvider } from './WalletportProvider.js'

afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
  document.body.innerHTML = ''
})

const page = (kit: Kit) => (
  <WalletportProvider kit={kit}>
    <main>
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
    </main>
  </WalletportProvider>
)

/** Server markup from one kit, hydrated in the browser with another. */
async function hydrate(serverKit: Kit, browserKit: Kit) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(serverKit))
  document.body.append(container)
  const errors = vi.spyOn(console, 'error')
  const recoverable = vi.fn()
  await act(async () => {
    hydrateRoot(container, page(browserKit), { onRecoverableError: recoverable })
  })
  return { container, errors, recoverable }
}

test('behavior: the page hydrates without a mismatch', async () => {
  const { errors, recoverable } = await hydrate(createTestKit().kit, createTestKit().kit)
  expect(recoverable).not.toHaveBeenCalled()
  expect(errors).not.toHaveBeenCalled()
  expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
})

test('behavior: a stored connection hydrates as the server rendered it, then shows the account', async () => {
  const first = createTestKit()
  await first.kit.ready
  await connect(first.kit, { connectorId: 'mock' })
  // the browser's kit finds the stored connection and starts as connecting
  const browser = createTestKit({ driver: first.storage, mock: { authorized: ['mock'] } })
  expect(browser.kit.$status.get()).toBe('connecting')
  const { errors, recoverable } = await hydrate(createTestKit().kit, browser.kit)
  expect(recoverable).not.toHaveBeenCalled()
  expect(errors).not.toHaveBeenCalled()
  await waitFor(() => expect(screen.getByRole('button', { name: '0x5a…1BeAed' })).toBeTruthy())
  expect(await screen.findByText('1.234 ETH')).toBeTruthy()
})
