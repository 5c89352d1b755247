// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { open } from '@walletport/core'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createTestExplorer, explorerWallets } from '../../test/createTestExplorer.js'
import { createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { accessibleText, focusedText, press, tab, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

beforeAll(preloadModal)

afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

/**
 * A kit whose explorer lists `count` wallets, with a pairing connector (wallets that are not
 * installed are offered only where they can be paired with).
 */
function setup(count: number, options: { excludeWalletIds?: string[] } = {}) {
  const explorer = createTestExplorer(explorerWallets(count))
  const { kit, adapter } = createTestKit({
    ...options,
    plugins: [explorer.plugin],
    mock: {
      failures: { connect: 'timeout' },
      connectors: [
        { id: 'mock', name: 'Mock Wallet' },
        { id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', installed: false },
      ],
    },
  })
  renderWithKit(kit, null)
  return { kit, adapter, explorer }
}

async function openAllWallets(kit: ReturnType<typeof setup>['kit']) {
  await act(() => open(kit, { view: 'AllWallets' }))
  const dialog = await screen.findByRole('dialog', { name: 'All Wallets' })
  const grid = await within(dialog).findByRole('list', { name: 'Wallets' })
  return { dialog, grid }
}

test('default: 40 wallets per page, installed first and marked, excluded ones hidden', async () => {
  const { kit, explorer } = setup(1_200, { excludeWalletIds: ['w3'] })
  const { dialog, grid } = await openAllWallets(kit)
  await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(40))
  const items = within(grid).getAllByRole('button')
  expect(accessibleText(items[0]!)).toBe('Mock WalletInstalled')
  expect(items[0]?.dataset.installed).toBe('true')
  expect(within(grid).queryByText('Wallet 3')).toBeNull()
  expect(within(grid).getByText('Wallet 4')).toBeTruthy()
  // core asked the explorer for one page of 40, without the excluded wallet
  const query = explorer.requests.find((url) => url.searchParams.get('entries') === '40')
  expect(query?.searchParams.get('exclude')).toBe('w3')
  await expectAccessible(dialog)
})

test('behavior: more wallets show as the keyboard reaches the end of the list', async () => {
  const { kit } = setup(1_200)
  const { grid } = await openAllWallets(kit)
  await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(40))
  // focus starts in the search field; Tab goes to the first wallet
  await waitFor(() => expect(document.activeElement?.getAttribute('type')).toBe('search'))
  tab()
  expect(focusedText()).toContain('Mock Wallet')
  press('ArrowRight')
  expect(focusedText()).toBe('Wallet 0')
  press('End')
  await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(80))
  press('End')
  await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(120))
  press('Home')
  expect(focusedText()).toContain('Mock Wallet')
})

test('behavior: search results settle no sooner than 300 ms after the query changes', async () => {
  const { kit } = setup(1_200)
  const { dialog } = await openAllWallets(kit)
  vi.useFakeTimers()
  const search = within(dialog).getByRole('searchbox', { name: 'Search wallets' })
  fireEvent.change(search, { target: { value: 'wallet 119' } })
  await act(async () => {})
  expect(within(dialog).getAllByText('Searching…').length).toBeGreaterThan(0)
  await act(() => vi.advanceTimersByTimeAsync(299))
  expect(within(dialog).queryByRole('list', { name: 'Wallets' })).toBeNull()
  await act(() => vi.advanceTimersByTimeAsync(1))
  const grid = within(dialog).getByRole('list', { name: 'Wallets' })
  // Wallet 119 and Wallet 1190 to 1199
  expect(within(grid).getAllByRole('button')).toHaveLength(11)
  expect(within(dialog).getByRole('status', { name: '' }).textContent).toBe('11 wallets found')
  vi.useRealTimers()
  await expectAccessible(dialog)

  fireEvent.change(search, { target: { value: 'nothing like it' } })
  expect(await within(dialog).findByText('No wallet found')).toBeTruthy()
})

test('behavior: choosing an installed wallet connects it', async () => {
  const { kit, adapter } = setup(50)
  adapter.setFailures({})
  const { grid } = await openAllWallets(kit)
  within(grid).getAllByRole('button')[0]?.focus()
  press('Enter')
  await waitFor(() => expect(kit.$status.get()).toBe('connected'))
})

test('behavior: without an explorer the list is the installed and the bundled popular wallets', async () => {
  const { kit } = createTestKit({
    mock: {
      connectors: [
        { id: 'mock', name: 'Mock Wallet' },
        { id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', installed: false },
      ],
    },
  })
  renderWithKit(kit, null)
  const { dialog, grid } = await openAllWallets(kit)
  await within(grid).findByText('MetaMask')
  expect(within(grid).getAllByRole('button').map(accessibleText)).toEqual([
    'Mock WalletInstalled',
    'MetaMask',
    'Coinbase Wallet',
    'Trust Wallet',
    'Phantom',
    'Rabby Wallet',
    'Rainbow',
    'Zerion',
    'OKX Wallet',
  ])
  await expectAccessible(dialog)
})

test('parameters: without pairing only the installed wallets are offered', async () => {
  const { kit } = createTestKit()
  renderWithKit(kit, null)
  const { grid } = await openAllWallets(kit)
  await waitFor(() => expect(kit.$walletList.get().count).toBe(8))
  expect(within(grid).getAllByRole('button').map(accessibleText)).toEqual(['Mock WalletInstalled'])
})

test('behavior: a wallet without an installed connector goes to pairing', async () => {
  const { kit } = setup(50)
  const { grid } = await openAllWallets(kit)
  await within(grid).findByText('Wallet 7')
  tabTo((element) => accessibleText(element) === 'Wallet 7')
  expect(within(grid).getByText('Wallet 7')).toBeTruthy()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Wallet 7' })
  expect(kit.$view.get()).toBe('ConnectingWalletConnect')
})
