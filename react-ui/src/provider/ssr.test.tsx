// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { AccountButton } from '../buttons/AccountButton.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { Modal } from '../modal/Modal.js'
import { createTestKit } from '../test/createTestKit.js'
import { WalletportProvider } from './WalletportProvider.js'

test('behavior: the provider and buttons render to a string on the server', () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
  const { kit } = createTestKit({ locale: 'de' })
  const html = renderToString(
    <WalletportProvider kit={kit}>
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
      <Modal />
    </WalletportProvider>,
  )
  expect(html).toContain('Wallet verbinden')
  expect(html).toContain('data-state="disconnected"')
  expect(html).toContain('Ethereum')
  // no modal markup on the server: it loads in the browser
  expect(html).not.toContain('role="dialog"')
})

test('behavior: a kit with a stored connection renders the disconnected state', async () => {
  const first = createTestKit()
  await first.kit.ready
  const { connect } = await import('@walletport/core')
  await connect(first.kit, { connectorId: 'mock' })
  const { kit } = createTestKit({ driver: first.storage, mock: { authorized: ['mock'] } })
  expect(kit.$status.get()).toBe('connecting')
  const html = renderToString(
    <WalletportProvider kit={kit}>
      <ConnectButton />
      <AccountButton />
    </WalletportProvider>,
  )
  expect(html).toContain('Connect Wallet')
})
