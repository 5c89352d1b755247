// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { open } from '@walletport/core'
import { embeddedWallet } from '@walletport/core/embedded'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import {
  createTestExplorer,
  type ExplorerWallet,
  explorerWallets,
} from '../../test/createTestExplorer.js'
import { createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { accessibleText, focusedText, press } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

beforeAll(preloadModal)
afterEach(() => {
  vi.unstubAllGlobals()
  cleanup()
})

const wallet = (id: string): ExplorerWallet => ({
  id,
  name: `Wallet ${id}`,
  image_url: `https://img.test/${id}.png`,
})

/** a kit offering email and social logins; its frame is never loaded by these tests */
function embeddedKit(options: Parameters<typeof createTestKit>[0] = {}) {
  return createTestKit({
    endpoints: { embeddedWallet: 'http://127.0.0.1:9/frame' },
    embeddedWallet: embeddedWallet(),
    ...options,
  })
}

const methodsOf = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('[data-method]')).map((e) => (e as HTMLElement).dataset.method)

test('default: the methods follow the configured order: email, social, wallet', async () => {
  const { kit } = embeddedKit({ features: { email: true, socials: ['google', 'github'] } })
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await within(dialog).findByRole('textbox', { name: 'Email' })
  expect(methodsOf(dialog)).toEqual(['email', 'social', 'wallet'])
  expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
  // the first control takes the focus once the lazy logins are there
  await waitFor(() => expect(document.activeElement?.getAttribute('type')).toBe('email'))
  await expectAccessible(dialog)
})

test('behavior: the first social login is spelled out, the others a row of named marks, with rules between the methods', async () => {
  const { kit } = embeddedKit({
    features: { email: true, socials: ['google', 'github', 'discord', 'x'] },
  })
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  const socials = await within(dialog).findByRole('list', { name: 'Social logins' })
  const buttons = within(socials).getAllByRole('button')
  expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-label')])).toEqual([
    ['Continue with Google', null],
    ['', 'Continue with GitHub'],
    ['', 'Continue with Discord'],
    ['', 'Continue with X'],
  ])
  // the marks are decorative: each button is named once, by its text or its label
  expect(socials.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4)
  // one rule between each two methods: email | social | wallet
  expect(dialog.querySelectorAll('.wp-stack > hr.wp-divider')).toHaveLength(2)
  await expectAccessible(dialog)
})

test('behavior: with two social logins both are spelled out', async () => {
  const { kit } = embeddedKit({ features: { email: false, socials: ['google', 'apple'] } })
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await within(dialog).findByRole('button', { name: 'Continue with Apple' })
  for (const button of within(dialog).getAllByRole('button', { name: /^Continue with/ }))
    expect(button.getAttribute('aria-label')).toBeNull()
})

test('parameters: connectMethodsOrder puts the wallet first', async () => {
  const { kit } = embeddedKit({
    features: { email: true, socials: ['google'] },
    connectMethodsOrder: ['wallet', 'social', 'email'],
  })
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await within(dialog).findByRole('textbox', { name: 'Email' })
  expect(methodsOf(dialog)).toEqual(['wallet', 'social', 'email'])
})

test('behavior: without the embeddedWallet option there is no email or social login', async () => {
  const { kit } = createTestKit({ features: { email: true, socials: ['google'] } })
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await within(dialog).findByRole('list', { name: 'Wallets' })
  expect(methodsOf(dialog)).toEqual(['wallet'])
})

test('default: recent, installed, featured and 4 recommended wallets, each once', async () => {
  // the explorer lists f1 and r1 to r6; the app features f1 and excludes r2
  const explorer = createTestExplorer(['f1', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6'].map(wallet))
  const { kit } = createTestKit({
    plugins: [explorer.plugin],
    featuredWalletIds: ['f1'],
    excludeWalletIds: ['r2'],
    mock: {
      connectors: [
        { id: 'mock' },
        { id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', installed: false },
      ],
    },
  })
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  const list = within(dialog).getByRole('list', { name: 'Wallets' })
  expect(within(list).getAllByRole('button').map(accessibleText)).toEqual([
    'WalletConnectQR code',
    'Mock WalletInstalled',
    'Wallet f1',
    'Wallet r1',
    'Wallet r3',
    'Wallet r4',
    'Wallet r5',
    // the count of the explorer's list, the featured and excluded wallets left out
    'All Wallets5',
  ])
  await expectAccessible(dialog)
})

test('behavior: the Connect view prefetches the images of the first 20 wallets', async () => {
  const loaded: string[] = []
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      set src(value: string) {
        loaded.push(value)
      }
    },
  )
  const explorer = createTestExplorer(explorerWallets(60))
  // wallets that are not installed are offered only where a pairing can reach them
  const { kit } = createTestKit({
    plugins: [explorer.plugin],
    mock: {
      connectors: [{ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', installed: false }],
    },
  })
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  // the 4 recommended wallets' icons are also loaded to show them; the prefetch adds the rest
  const first20 = Array.from({ length: 20 }, (_, i) => `https://img.test/w${i}.png`)
  await waitFor(() => expect([...new Set(loaded)].sort()).toEqual([...first20].sort()))
})

test('behavior: arrow keys move through the wallet list', async () => {
  const { kit } = createTestKit({
    mock: {
      connectors: [
        { id: 'a', name: 'Alpha' },
        { id: 'b', name: 'Beta' },
      ],
    },
  })
  renderWithKit(kit, null)
  await act(() => open(kit))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await waitFor(() => expect(focusedText()).toBe('AlphaInstalled'))
  press('ArrowDown')
  expect(focusedText()).toBe('BetaInstalled')
  press('ArrowDown')
  expect(focusedText()).toBe('All Wallets')
  press('ArrowUp')
  press('ArrowUp')
  expect(focusedText()).toBe('AlphaInstalled')
})
