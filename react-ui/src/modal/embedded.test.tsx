// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { close, pushView } from '@walletport/core'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { WalletportProvider } from '../provider/WalletportProvider.js'
import { createTestKit } from '../test/createTestKit.js'
import { expectAccessible } from '../test/expectAccessible.js'
import { preloadModal } from '../test/renderWithKit.js'
import { Modal } from './Modal.js'

beforeAll(preloadModal)
afterEach(cleanup)

test('behavior: an embedded modal renders in place and closing resets its view', async () => {
  const { kit } = createTestKit({ embedded: true })
  const { container } = render(
    <WalletportProvider kit={kit}>
      <main>
        <Modal className="my-modal" />
      </main>
    </WalletportProvider>,
  )
  const region = await screen.findByRole('region', { name: 'Connect a wallet' })
  expect(container.contains(region)).toBe(true)
  expect(region.className).toBe('wp-modal my-modal')
  expect(screen.queryByRole('dialog')).toBeNull()
  // the page keeps its focus until the user works in the modal
  expect(document.activeElement).toBe(document.body)
  expect(within(region).getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  expect(within(region).queryByRole('button', { name: 'Close' })).toBeNull()
  await expectAccessible(container)

  act(() => void pushView(kit, { view: 'Networks' }))
  await within(region).findByRole('heading', { name: 'Choose Network' })
  act(() => close(kit))
  await within(region).findByRole('heading', { name: 'Connect Wallet' })
})

test('behavior: one modal per kit; a second <Modal> renders nothing', async () => {
  const { kit } = createTestKit({ disableAppend: true })
  render(
    <WalletportProvider kit={kit}>
      <Modal />
      <Modal />
    </WalletportProvider>,
  )
  const { open } = await import('@walletport/core')
  await act(() => open(kit))
  await screen.findByRole('dialog')
  await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1))
})

test('parameters: theme mode and variables reach the modal', async () => {
  const { kit } = createTestKit({
    theme: { mode: 'dark', variables: { accent: '#ff0066', '--wp-radius': '4px' } },
  })
  render(<WalletportProvider kit={kit} />)
  const { open } = await import('@walletport/core')
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog')
  expect(dialog.dataset.theme).toBe('dark')
  expect(dialog.style.getPropertyValue('--wp-accent')).toBe('#ff0066')
  expect(dialog.style.getPropertyValue('--wp-radius')).toBe('4px')
})
