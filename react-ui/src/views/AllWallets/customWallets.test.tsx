// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  type CustomWallet,
  createKit,
  createMemoryDriver,
  destroyKit,
  type Kit,
  open,
} from '@walletport/core'
import type { TestRelay, TestWallet } from '@walletport/core/test'
import { walletConnect } from '@walletport/core/walletconnect'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createTestExplorer } from '../../test/createTestExplorer.js'
import { createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { accessibleText, press } from '../../test/keyboard.js'
import { loadPairingHarness } from '../../test/loadPairingHarness.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

// custom wallets in the Connect and All Wallets views; on a phone, over a local relay with
// the real wallet side, choosing one opens its own link with the pairing URI
const NO_NODE = 'http://127.0.0.1:9'
const { createTestWallet, startRelay, stayOffline, TEST_METADATA, TEST_PROJECT_ID, testNetworks } =
  await loadPairingHarness()

let offline: ReturnType<typeof stayOffline>
let relay: TestRelay
let wallet: TestWallet
const kits: Kit[] = []

beforeAll(async () => {
  await preloadModal()
  offline = stayOffline()
  relay = await startRelay()
  wallet = await createTestWallet({
    relayUrl: relay.url,
    anvilUrl: NO_NODE,
    name: 'react-ui-custom-wallets-wallet',
    eip155Chains: ['eip155:31337', 'eip155:1'],
  })
})

afterEach(cleanup)

afterAll(async () => {
  for (const kit of kits) destroyKit(kit)
  await wallet?.close()
  await relay?.close()
  offline?.restore()
  expect(offline?.attempts ?? []).toEqual([])
})

const acme: CustomWallet = {
  id: 'acme',
  name: 'Acme Wallet',
  namespaces: ['eip155'],
  mobileLink: 'acmewallet://',
  universalLink: 'https://acme.example/app',
}
const desk: CustomWallet = { id: 'desk', name: 'Desk Wallet', rdns: 'com.desk.wallet' }
const solanaOnly: CustomWallet = { id: 'sol', name: 'Solana Only', namespaces: ['solana'] }

/** a computer kit with an explorer, a featured wallet, a pairing connector and custom wallets */
function desktopKit() {
  const explorer = createTestExplorer(
    ['f1', 'r1', 'r2'].map((id) => ({
      id,
      name: `Wallet ${id}`,
      image_url: `https://img.test/${id}.png`,
    })),
  )
  const { kit } = createTestKit({
    plugins: [explorer.plugin],
    featuredWalletIds: ['f1'],
    customWallets: [acme, desk, solanaOnly],
    mock: {
      failures: { connect: 'timeout' },
      connectors: [
        // the browser announces Desk Wallet (EIP-6963): it shows once, as installed
        { id: 'desk-6963', name: 'Desk', rdns: 'com.desk.wallet', type: 'ANNOUNCED' },
        { id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', installed: false },
      ],
    },
  })
  renderWithKit(kit, null)
  return kit
}

test('default: Connect lists custom wallets after the featured ones; an announced one once, as installed', async () => {
  const kit = desktopKit()
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  const list = within(dialog).getByRole('list', { name: 'Wallets' })
  await within(list).findByText('Wallet r2')
  expect(within(list).getAllByRole('button').map(accessibleText)).toEqual([
    'WalletConnectQR code',
    'DeskInstalled',
    'Wallet f1',
    'Acme Wallet',
    'Wallet r1',
    'Wallet r2',
    // the explorer's count, its featured wallet left out
    'All Wallets2',
  ])
  // no logo given: the name's monogram
  const acmeButton = within(list).getByRole('button', { name: 'Acme Wallet' })
  expect(acmeButton.querySelector('.wp-logo-monogram')?.textContent).toBe('A')
  await expectAccessible(dialog)
})

test('behavior: All Wallets lists and finds custom wallets; choosing one on a computer shows its QR view', async () => {
  const kit = desktopKit()
  await act(() => open(kit, { view: 'AllWallets' }))
  const dialog = await screen.findByRole('dialog', { name: 'All Wallets' })
  const grid = await within(dialog).findByRole('list', { name: 'Wallets' })
  await within(grid).findByText('Wallet r2')
  expect(within(grid).getAllByRole('button').map(accessibleText)).toEqual([
    'DeskInstalled',
    'Wallet f1',
    'Acme Wallet',
    'Wallet r1',
    'Wallet r2',
  ])
  fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'acm' } })
  await waitFor(() =>
    expect(within(grid).getAllByRole('button').map(accessibleText)).toEqual(['Acme Wallet']),
  )
  // the full search settles with it first, as the wallet the app added
  await within(dialog).findByText(/^1 wallets? found$/, {}, { timeout: 5_000 })
  within(grid).getByRole('button', { name: 'Acme Wallet' }).focus()
  press('Enter')
  await screen.findByRole('dialog', { name: 'Acme Wallet' }, { timeout: 10_000 })
  expect(kit.$view.get()).toBe('ConnectingWalletConnect')
  expect(kit.$history.get().at(-1)?.data).toMatchObject({
    wallet: { id: 'acme', mobileLink: 'acmewallet://' },
  })
})

test('behavior: on a phone choosing a custom wallet opens its own link with the pairing URI, and it connects', async () => {
  const navigations: string[] = []
  const browsing = {
    location: {
      set href(href: string) {
        navigations.push(href)
      },
    },
    open: (href: string) => navigations.push(href),
  }
  const kit = createKit({
    networks: testNetworks(NO_NODE),
    projectId: TEST_PROJECT_ID,
    metadata: TEST_METADATA,
    storage: createMemoryDriver(),
    isMobile: true,
    logLevel: 'silent',
    customWallets: [acme],
    walletConnect: walletConnect({
      relayUrl: relay.url,
      name: 'react-ui-custom-wallets-phone',
      window: browsing,
      isMobileSafariOrTelegram: () => false,
    }),
  })
  kits.push(kit)
  renderWithKit(kit, null)
  await act(() => open(kit))
  let uri = ''
  await waitFor(
    () => {
      uri = kit.$connections.get().eip155?.wcUri ?? ''
      expect(uri).toMatch(/^wc:/)
    },
    { timeout: 10_000 },
  )
  const list = await screen.findByRole('dialog', { name: 'All Wallets' })
  ;(await within(list).findByRole('button', { name: 'Acme Wallet' })).focus()
  press('Enter')
  const dialog = await screen.findByRole('dialog', { name: 'Acme Wallet' }, { timeout: 10_000 })
  const link = `acmewallet://wc?uri=${encodeURIComponent(uri)}`
  expect(navigations).toEqual([link])
  const again = await within(dialog).findByRole('link', { name: 'Open again' }, { timeout: 10_000 })
  expect(again.getAttribute('href')).toBe(link)
  await wallet.pair(uri)
  await waitFor(() => expect(kit.$status.get()).toBe('connected'), { timeout: 10_000 })
}, 30_000)
