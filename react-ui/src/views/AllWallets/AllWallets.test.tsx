// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { open, POPULAR_WALLETS } from '@walletport/core'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createTestExplorer, explorerWallets } from '../../test/createTestExplorer.js'
import { createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { accessibleText, focusedText, press, tab, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'
import { GRID_ROW_HEIGHT } from './WalletGrid.js'

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

/** the list's items as screen readers count them: place in the whole list and name */
const items = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('listitem')
    .map((item) => [Number(item.getAttribute('aria-posinset')), accessibleText(item)] as const)

test('default: 40 wallets per page, installed first and marked, excluded ones hidden', async () => {
  const { kit, explorer } = setup(1_200, { excludeWalletIds: ['w3'] })
  const { dialog, grid } = await openAllWallets(kit)
  // the installed wallet and the explorer's first page of 40, which leaves out the excluded one
  await waitFor(() => expect(grid.dataset.count).toBe('41'))
  const buttons = within(grid).getAllByRole('button')
  expect(accessibleText(buttons[0]!)).toBe('Mock WalletInstalled')
  expect(buttons[0]?.dataset.installed).toBe('true')
  expect(within(grid).queryByText('Wallet 3')).toBeNull()
  expect(within(grid).getByText('Wallet 4')).toBeTruthy()
  // only the rows in view and a few more are rendered, each with its place in the list
  expect(buttons.length).toBeLessThanOrEqual(28)
  expect(items(grid).slice(0, 3)).toEqual([
    [1, 'Mock WalletInstalled'],
    [2, 'Wallet 0'],
    [3, 'Wallet 1'],
  ])
  for (const item of within(grid).getAllByRole('listitem'))
    expect(item.getAttribute('aria-setsize')).toBe('41')
  // core asked the explorer for one page of 40, without the excluded wallet
  const query = explorer.requests.find((url) => url.searchParams.get('entries') === '40')
  expect(query?.searchParams.get('exclude')).toBe('w3')
  await expectAccessible(dialog)
})

test('behavior: scrolling renders the rows in view and reads more pages near the end', async () => {
  const { kit } = setup(1_200)
  const { grid } = await openAllWallets(kit)
  await waitFor(() => expect(grid.dataset.count).toBe('41'))
  const scroller = grid.parentElement!
  // rows of GRID_ROW_HEIGHT, 4 wallets each: row 8 starts with the 33rd
  act(() => {
    scroller.scrollTop = 8 * GRID_ROW_HEIGHT
    fireEvent.scroll(scroller)
  })
  const shown = items(grid)
  expect(shown.length).toBeLessThanOrEqual(32)
  expect(shown[0]).toEqual([6 * 4 + 1, 'Wallet 23'])
  expect(shown.at(-1)?.[0]).toBe(41)
  // the end is in view: the next page comes
  await waitFor(() => expect(grid.dataset.count).toBe('81'))
  expect(within(grid).getAllByRole('button').length).toBeLessThanOrEqual(32)
})

test('behavior: the keyboard moves through every wallet, and reaching the end reads more', async () => {
  const { kit } = setup(1_200)
  const { grid } = await openAllWallets(kit)
  await waitFor(() => expect(grid.dataset.count).toBe('41'))
  // focus starts in the search field; Tab goes to the grid's one tab stop, the first wallet
  await waitFor(() => expect(document.activeElement?.getAttribute('type')).toBe('search'))
  tab()
  expect(focusedText()).toContain('Mock Wallet')
  press('ArrowRight')
  expect(focusedText()).toBe('Wallet 0')
  press('ArrowDown')
  expect(focusedText()).toBe('Wallet 4')
  press('End')
  expect(focusedText()).toBe('Wallet 39')
  await waitFor(() => expect(grid.dataset.count).toBe('81'))
  press('End')
  expect(focusedText()).toBe('Wallet 79')
  await waitFor(() => expect(grid.dataset.count).toBe('121'))
  press('PageUp')
  expect(focusedText()).toBe('Wallet 67')
  press('Home')
  expect(focusedText()).toContain('Mock Wallet')
  // Tab leaves the grid: one stop, not a thousand
  tab()
  expect(focusedText()).toBe('I don’t have a wallet')
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

test('behavior: a keystroke filters the listed wallets at once; the full search joins after 300 ms', async () => {
  const { kit } = setup(1_200)
  const { dialog, grid } = await openAllWallets(kit)
  await waitFor(() => expect(grid.dataset.count).toBe('41'))
  vi.useFakeTimers()
  const search = within(dialog).getByRole('searchbox', { name: 'Search wallets' })
  fireEvent.change(search, { target: { value: 'wallet 3' } })
  // the loaded page's Wallet 3 and Wallet 30 to 39, in the same render as the keystroke
  const now = within(dialog).getByRole('list', { name: 'Wallets' })
  expect(now.dataset.count).toBe('11')
  await act(async () => {})
  expect(within(dialog).getByRole('status', { name: '' }).textContent).toBe('Searching…')
  await act(() => vi.advanceTimersByTimeAsync(300))
  // the explorer's 100 first matches: Wallet 3, 30 to 39, 300 to 388
  const merged = within(dialog).getByRole('list', { name: 'Wallets' })
  expect(merged.dataset.count).toBe('100')
  expect(within(dialog).getByRole('status', { name: '' }).textContent).toBe('100 wallets found')
  vi.useRealTimers()
})

test('behavior: with an explorer, a search also finds the bundled wallets it lacks', async () => {
  const { kit } = setup(50)
  const { dialog } = await openAllWallets(kit)
  const search = within(dialog).getByRole('searchbox', { name: 'Search wallets' })
  fireEvent.change(search, { target: { value: 'meta' } })
  const grid = await within(dialog).findByRole('list', { name: 'Wallets' })
  await waitFor(() => expect(items(grid)).toEqual([[1, 'MetaMask']]))
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
  // the bundled registry's wallets of the kit's chains (EVM here), most used first
  const evm = POPULAR_WALLETS.filter((w) => w.chains?.includes('eip155'))
  expect(grid.dataset.count).toBe(String(1 + evm.length))
  expect(items(grid).slice(0, 6)).toEqual([
    [1, 'Mock WalletInstalled'],
    [2, 'MetaMask'],
    [3, 'Phantom'],
    [4, 'Coinbase Wallet'],
    [5, 'Trust Wallet'],
    [6, 'OKX Wallet'],
  ])
  // each shows its bundled logo, loaded with the list
  const metamask = within(grid).getByText('MetaMask').closest('button')!
  await waitFor(() =>
    expect(metamask.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/),
  )
  await expectAccessible(dialog)

  // "meta" finds MetaMask, after the minimum wait
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search wallets' }), {
    target: { value: 'meta' },
  })
  await waitFor(() =>
    expect(within(dialog).getByRole('status', { name: '' }).textContent).toBe('1 wallet found'),
  )
  expect(items(within(dialog).getByRole('list', { name: 'Wallets' }))).toEqual([[1, 'MetaMask']])
})

test('parameters: without pairing only the installed wallets are offered', async () => {
  const { kit } = createTestKit()
  renderWithKit(kit, null)
  const { grid } = await openAllWallets(kit)
  await waitFor(() => expect(kit.$walletList.get().count).toBeGreaterThan(20))
  expect(within(grid).getAllByRole('button').map(accessibleText)).toEqual(['Mock WalletInstalled'])
})

test('behavior: a wallet without an installed connector goes to pairing', async () => {
  const { kit } = setup(50)
  const { grid } = await openAllWallets(kit)
  await within(grid).findByText('Wallet 7')
  tabTo((element) => accessibleText(element).includes('Mock Wallet'))
  // Mock Wallet, then Wallet 0: two rows down is Wallet 7
  press('ArrowDown')
  press('ArrowDown')
  expect(focusedText()).toBe('Wallet 7')
  press('Enter')
  await screen.findByRole('dialog', { name: 'Wallet 7' })
  expect(kit.$view.get()).toBe('ConnectingWalletConnect')
})

test('behavior: Escape in a search with text clears it and keeps the modal open; a second closes', async () => {
  const { kit } = setup(1_200)
  const { dialog } = await openAllWallets(kit)
  const search = within(dialog).getByRole('searchbox', { name: 'Search wallets' })
  search.focus()
  fireEvent.change(search, { target: { value: 'wallet 3' } })
  press('Escape')
  expect((search as HTMLInputElement).value).toBe('')
  expect(kit.$open.get()).toBe(true)
  expect(document.activeElement).toBe(search)
  await waitFor(() =>
    expect(within(dialog).getByRole('list', { name: 'Wallets' }).dataset.count).toBe('41'),
  )
  press('Escape')
  await waitFor(() => expect(kit.$open.get()).toBe(false))
})

test('behavior: one result is announced in the singular', async () => {
  const { kit } = setup(1_200)
  const { dialog } = await openAllWallets(kit)
  const search = within(dialog).getByRole('searchbox', { name: 'Search wallets' })
  fireEvent.change(search, { target: { value: 'wallet 1199' } })
  await waitFor(
    () =>
      expect(within(dialog).getByRole('status', { name: '' }).textContent).toBe('1 wallet found'),
    { timeout: 3_000 },
  )
})
