// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { open, walletExplorer } from '@walletport/core'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { createTestExplorer, explorerWallets } from '../../test/createTestExplorer.js'
import { createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

beforeAll(preloadModal)
afterEach(cleanup)

test('behavior: placeholder tiles in a busy list until the first page of wallets arrives', async () => {
  const served = createTestExplorer(explorerWallets(8))
  // the explorer answers only when the test lets it
  let answer: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    answer = resolve
  })
  const { kit } = createTestKit({
    // a pairing connector: wallets that are not installed are offered only where they can pair
    mock: {
      connectors: [
        { id: 'mock', name: 'Mock Wallet' },
        { id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', installed: false },
      ],
    },
    plugins: [
      walletExplorer({
        baseUrl: 'https://explorer.test',
        retry: false,
        fetch: async (input: RequestInfo | URL) => {
          await held
          return served.fetch(input)
        },
      }),
    ],
  })
  renderWithKit(kit, null)
  await act(() => open(kit, { view: 'AllWallets' }))
  const dialog = await screen.findByRole('dialog', { name: 'All Wallets' })
  const loading = within(dialog).getByRole('list', { name: 'Loading wallets…' })
  expect(loading.getAttribute('aria-busy')).toBe('true')
  expect(loading.querySelectorAll('.wp-skeleton-item[data-layout="tile"]').length).toBe(12)
  await expectAccessible(dialog)

  act(() => answer())
  const grid = await within(dialog).findByRole('list', { name: 'Wallets' })
  await waitFor(() => expect(within(grid).getAllByRole('button').length).toBeGreaterThan(8))
  expect(within(dialog).queryByRole('list', { name: 'Loading wallets…' })).toBeNull()
})
