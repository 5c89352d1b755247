// @vitest-environment happy-dom
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import {
  createKit,
  createMemoryDriver,
  destroyKit,
  getPairingClient,
  type Kit,
  open,
} from '@walletport/core'
import type { TestRelay, TestWallet } from '@walletport/core/test'
import { walletConnect } from '@walletport/core/walletconnect'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { expectAccessible } from '../../test/expectAccessible.js'
import { accessibleText, press, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

// the basic mode (no adapters) over a real WalletConnect pairing: a local relay and the real
// wallet side, all on 127.0.0.1; no network read happens, so the networks point nowhere
const NO_NODE = 'http://127.0.0.1:9'

/**
 * Core's WalletConnect harness (a local relay and the real wallet side). The relay is a Node
 * server: it gets ws's Node build instead of the browser stub this DOM environment resolves.
 * The dapp's universal-provider gets its Node build too: this environment resolves its
 * bundler-only `module` build, which Node runs unbundled, and there a default import of a CJS
 * package (the JSON-RPC HTTP connection) is no constructor, so a session could never settle.
 * Both builds take the same browser paths; the dapp and wallet use the DOM's WebSocket.
 */
async function loadHarness() {
  const fromCore = createRequire(
    createRequire(import.meta.url).resolve('@walletport/core/package.json'),
  )
  const ws = fromCore('ws') as unknown
  const browserBuild = join(dirname(fromCore.resolve('ws/package.json')), 'browser.js')
  vi.doMock(browserBuild, () => ({ ...(ws as object), default: ws }))
  const provider = fromCore('@walletconnect/universal-provider') as object
  const moduleBuild = join(
    dirname(fromCore.resolve('@walletconnect/universal-provider')),
    'index.js',
  )
  vi.doMock(moduleBuild, () => provider)
  return import('@walletport/core/test')
}
const harness = await loadHarness()
const { createTestWallet, startRelay, stayOffline, TEST_METADATA, TEST_PROJECT_ID, testNetworks } =
  harness

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
    name: 'react-ui-basic-wallet',
    eip155Chains: ['eip155:31337', 'eip155:1'],
    solanaChains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  })
  // loading the modal's views and WalletConnect's clients takes long on a loaded 2-core machine
}, 120_000)

afterEach(() => {
  vi.unstubAllGlobals()
  cleanup()
})

afterAll(async () => {
  for (const kit of kits) destroyKit(kit)
  await wallet?.close()
  await relay?.close()
  offline?.restore()
  // nothing tried to leave the machine
  expect(offline?.attempts ?? []).toEqual([])
})

/** a kit with no adapter and WalletConnect on the local relay; `name` keeps each kit's data apart */
function basicKit(name: string, { isMobile = false, relayTimeout = 10_000 } = {}) {
  const kit = createKit({
    networks: testNetworks(NO_NODE),
    projectId: TEST_PROJECT_ID,
    metadata: TEST_METADATA,
    storage: createMemoryDriver(),
    isMobile,
    logLevel: 'debug',
    walletConnect: walletConnect({
      relayUrl: relay.url,
      name,
      isMobileSafariOrTelegram: () => false,
      relayTimeout,
    }),
  })
  kits.push(kit)
  return kit
}

async function pairingUri(kit: Kit) {
  await waitFor(() => expect(kit.$connections.get().eip155?.wcUri).toMatch(/^wc:/), {
    timeout: 10_000,
  })
  return kit.$connections.get().eip155!.wcUri!
}

test('default: the basic view pairs through core and closes once the wallet connects', async () => {
  const kit = basicKit('react-ui-basic-default')
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  expect(kit.$view.get()).toBe('ConnectingWalletConnectBasic')
  const uri = await pairingUri(kit)
  const qr = await within(dialog).findByRole('img', {
    name: 'QR code to connect with WalletConnect',
  })
  expect(Number(qr.getAttribute('data-modules'))).toBeGreaterThanOrEqual(21)
  await expectAccessible(dialog)

  await wallet.pair(uri)
  await waitFor(() => expect(kit.$open.get()).toBe(false), { timeout: 10_000 })
  expect(kit.$status.get()).toBe('connected')
  expect(kit.$account.get().address).toBe(wallet.account.address)
  expect(kit.$chains.get().solana?.account.status).toBe('connected')
}, 30_000)

test('behavior: a wallet that declines offers a retry that pairs anew', async () => {
  const kit = basicKit('react-ui-basic-declined')
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  wallet.behavior.proposal = 'reject'
  try {
    await wallet.pair(await pairingUri(kit))
    expect(await within(dialog).findByText('Connection declined', {}, { timeout: 10_000 }))
  } finally {
    wallet.behavior.proposal = 'approve'
  }
  await expectAccessible(dialog)
  tabTo((e) => accessibleText(e) === 'Try again')
  press('Enter')
  await wallet.pair(await pairingUri(kit))
  await waitFor(() => expect(kit.$status.get()).toBe('connected'), { timeout: 10_000 })
}, 30_000)

test('behavior: with the relay down the view names it and what to check; Try again runs the pairing anew', async () => {
  const kit = basicKit('react-ui-basic-relay-down', { relayTimeout: 2_000 })
  await relay.stop()
  try {
    renderWithKit(kit, null)
    await act(() => open(kit))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    const failed = async () => {
      expect(await within(dialog).findByText('Connection failed', {}, { timeout: 20_000 }))
      const lines = within(dialog)
        .getAllByTestId('pairing-failure')
        .map((e) => e.textContent)
      expect(lines).toEqual([
        `The WalletConnect relay at ${relay.url} cannot be reached.`,
        expect.stringMatching(/^Check that the relay is running and that this page can reach it/),
      ])
      // WalletConnect's own text never reaches the visitor
      expect(dialog.textContent).not.toMatch(/publish|-32603|Namespace 'none'/)
      expect(kit.$status.get()).toBe('disconnected')
    }
    await failed()
    await expectAccessible(dialog)
    // Try again starts a new attempt (the QR code is being prepared), which ends the same way
    tabTo((e) => accessibleText(e) === 'Try again')
    press('Enter')
    expect(within(dialog).getByRole('status').textContent).toBe('Preparing the QR code…')
    expect(within(dialog).queryByText('Connection failed')).toBeNull()
    await failed()
  } finally {
    // a retry that pairs once the relay is back: examples/test/demoWalletConnect.relayDown.test.ts
    await relay.start()
  }
}, 60_000)

test('behavior: on mobile, a wallet of the bundled list opens with the URI inside the tap', async () => {
  const kit = basicKit('react-ui-basic-mobile', { isMobile: true })
  renderWithKit(kit, null)
  await act(() => open(kit))
  // the opening rules pick the full list on mobile without adapters
  const list = await screen.findByRole('dialog', { name: 'All Wallets' })
  // the list started the pairing, so the link is ready before the tap
  const uri = await pairingUri(kit)
  // the client opens the app's link and remembers it for the requests to come
  const client = getPairingClient(kit)
  const navigate = vi.spyOn(client!, 'openWallet').mockReturnValue(true)
  ;(await within(list).findByRole('button', { name: 'Rainbow' })).focus()
  press('Enter')
  // inside the tap itself, before anything was awaited
  expect(navigate).toHaveBeenCalledWith(
    expect.objectContaining({ name: 'Rainbow', nativeLink: 'rainbow://' }),
    { link: 'native' },
  )
  const dialog = await screen.findByRole('dialog', { name: 'Rainbow' })
  const link = await within(dialog).findByRole('link', { name: 'Open Rainbow' })
  expect(link.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
  await expectAccessible(dialog)
  link.focus()
  press('Enter')
  expect(navigate).toHaveBeenCalledTimes(2)
  await wallet.pair(uri)
  await waitFor(() => expect(kit.$open.get()).toBe(false), { timeout: 10_000 })
  expect(kit.$status.get()).toBe('connected')
}, 30_000)

test('parameters: without WalletConnect the basic view says pairing is not set up', async () => {
  const kit = createKit({
    networks: testNetworks(NO_NODE),
    storage: createMemoryDriver(),
    isMobile: false,
    logLevel: 'silent',
  })
  kits.push(kit)
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  expect(
    await within(dialog).findByText('Connecting by QR code is not set up for this app.'),
  ).toBeTruthy()
  await expectAccessible(dialog)
})
