// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import {
  createKit,
  createMemoryDriver,
  destroyKit,
  getPairingClient,
  goBack,
  type Kit,
  open,
} from '@walletport/core'
import type { TestRelay, TestWallet } from '@walletport/core/test'
import { walletConnect } from '@walletport/core/walletconnect'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { expectAccessible } from '../../test/expectAccessible.js'
import { accessibleText, press, tabTo } from '../../test/keyboard.js'
import { loadPairingHarness } from '../../test/loadPairingHarness.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'

// phones: a kit with no adapter (the modal opens on All Wallets) pairing over a local relay
// with the real wallet side; the links the kit opens are recorded where they would navigate
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
    name: 'react-ui-mobile-links-wallet',
    eip155Chains: ['eip155:31337', 'eip155:1'],
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
  expect(offline?.attempts ?? []).toEqual([])
})

type Navigation = { href: string; target: string; inTap: boolean }

/**
 * A phone kit whose pairing client opens links in a recorded window: each navigation notes
 * whether it ran while the tap's click event was still being dispatched.
 */
function phoneKit(name: string, options: { safari?: boolean; now?: () => number } = {}) {
  const navigations: Navigation[] = []
  let tapping = false
  document.addEventListener('click', () => (tapping = true), { capture: true })
  window.addEventListener('click', () => (tapping = false))
  const record = (href: string, target: string) =>
    navigations.push({ href, target, inTap: tapping })
  const browsing = {
    location: {
      set href(href: string) {
        record(href, '_self')
      },
    },
    open: (href: string, target: string) => record(href, target),
  }
  const kit = createKit({
    networks: testNetworks(NO_NODE),
    projectId: TEST_PROJECT_ID,
    metadata: TEST_METADATA,
    storage: createMemoryDriver(),
    isMobile: true,
    logLevel: 'silent',
    walletConnect: walletConnect({
      relayUrl: relay.url,
      name,
      window: browsing,
      isMobileSafariOrTelegram: () => options.safari ?? false,
      ...(options.now && { now: options.now }),
    }),
  })
  kits.push(kit)
  renderWithKit(kit, null)
  return { kit, navigations }
}

async function pairingUri(kit: Kit, not?: string) {
  await waitFor(
    () => {
      const uri = kit.$connections.get().eip155?.wcUri
      expect(uri).toMatch(/^wc:/)
      expect(uri).not.toBe(not)
    },
    { timeout: 10_000 },
  )
  return kit.$connections.get().eip155!.wcUri!
}

async function choose(walletName: string) {
  const list = await screen.findByRole('dialog', { name: 'All Wallets' })
  ;(await within(list).findByRole('button', { name: walletName })).focus()
  press('Enter')
  // a loaded machine can take a while to load the pairing view's code
  const dialog = await screen.findByRole('dialog', { name: walletName }, { timeout: 10_000 })
  // the pairing view's code has loaded and it has joined the pairing
  await within(dialog).findByRole('link', { name: 'Open again' }, { timeout: 10_000 })
  return dialog
}

const link = (uri: string) => `metamask://wc?uri=${encodeURIComponent(uri)}`

test('default: choosing a wallet opens its app with the URI inside the tap; Open again and Copy link', async () => {
  const writeText = vi.fn(async (_text: string) => {})
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
  const { kit, navigations } = phoneKit('react-ui-mobile-links-default')
  await act(() => open(kit))
  // the list starts a pairing as it shows: the URI exists before any tap
  const uri = await pairingUri(kit)
  const dialog = await choose('MetaMask')
  expect(navigations).toEqual([{ href: link(uri), target: '_self', inTap: true }])

  const again = await within(dialog).findByRole('link', { name: 'Open again' })
  expect(again.getAttribute('href')).toBe(link(uri))
  await expectAccessible(dialog)
  again.focus()
  press('Enter')
  expect(navigations.at(-1)).toEqual({ href: link(uri), target: '_self', inTap: true })
  tabTo((element) => accessibleText(element) === 'Copy link')
  press('Enter')
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(uri))

  await wallet.pair(uri)
  await waitFor(() => expect(kit.$open.get()).toBe(false), { timeout: 10_000 })
  expect(kit.$status.get()).toBe('connected')
}, 30_000)

test('behavior: coming back to the page resumes a pairing that failed; a declined one stays', async () => {
  const { kit } = phoneKit('react-ui-mobile-links-resume')
  await act(() => open(kit))
  const first = await pairingUri(kit)
  const dialog = await choose('MetaMask')
  let second = ''
  const comeBack = () => act(() => void document.dispatchEvent(new Event('visibilitychange')))
  try {
    wallet.behavior.proposal = 'reject'
    await wallet.pair(first)
    await within(dialog).findByText('Connection declined', {}, { timeout: 10_000 })
    comeBack()
    // the user said no: coming back does not ask again
    expect(within(dialog).getByText('Connection declined')).toBeTruthy()
    expect(kit.$connections.get().eip155?.wcUri).toBeUndefined()

    tabTo((element) => accessibleText(element) === 'Try again')
    press('Enter')
    second = await pairingUri(kit, first)
    wallet.behavior.proposal = 'no-accounts'
    await wallet.pair(second)
    await within(dialog).findByText('Connection failed', {}, { timeout: 10_000 })
  } finally {
    wallet.behavior.proposal = 'approve'
  }
  comeBack()
  // the failed pairing starts again on its own, with a new URI the wallet's link carries
  const third = await pairingUri(kit, second)
  await waitFor(() =>
    expect(within(dialog).getByRole('link', { name: 'Open again' }).getAttribute('href')).toBe(
      link(third),
    ),
  )
  expect(within(dialog).queryByText('Connection failed')).toBeNull()
  await expectAccessible(dialog)
}, 40_000)

test('behavior: on mobile Safari the link is reused until it expires, then made anew on return', async () => {
  let now = Date.now()
  const { kit, navigations } = phoneKit('react-ui-mobile-links-safari', {
    safari: true,
    now: () => now,
  })
  await act(() => open(kit))
  const uri = await pairingUri(kit)
  await choose('MetaMask')
  act(() => goBack(kit))
  await choose('Rainbow')
  // the second wallet gets the same URI: it is still fresh
  expect(navigations.map((n) => n.href)).toEqual([
    link(uri),
    `rainbow://wc?uri=${encodeURIComponent(uri)}`,
  ])
  // the phone slept in the wallet's app past the URI's expiry
  const openWallet = vi.spyOn(getPairingClient(kit)!, 'openWallet')
  now += 5 * 60_000
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
  expect(openWallet).toHaveBeenCalledTimes(1)
  // nothing opened: a fresh URI is made for the next tap
  expect(navigations).toHaveLength(2)
  const fresh = await pairingUri(kit, uri)
  await wallet.pair(fresh)
  await waitFor(() => expect(kit.$status.get()).toBe('connected'), { timeout: 10_000 })
}, 30_000)

test('behavior: back on the page after the URI expired, the link carries a fresh URI, never the stale one', async () => {
  let now = Date.now()
  const { kit, navigations } = phoneKit('react-ui-mobile-links-stale', { now: () => now })
  await act(() => open(kit))
  const stale = await pairingUri(kit)
  const dialog = await choose('MetaMask')
  expect(navigations).toEqual([{ href: link(stale), target: '_self', inTap: true }])
  // the visitor stayed in the wallet's app past the URI's expiry, then comes back
  now += 5 * 60_000
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
  const fresh = await pairingUri(kit, stale)
  const again = within(dialog).getByRole('link', { name: 'Open again' })
  await waitFor(() => expect(again.getAttribute('href')).toBe(link(fresh)))
  // a tap now opens the app with the fresh URI, inside the tap
  again.focus()
  press('Enter')
  expect(navigations.at(-1)).toEqual({ href: link(fresh), target: '_self', inTap: true })
  expect(navigations.slice(1).some((n) => n.href === link(stale))).toBe(false)
  await wallet.pair(fresh)
  await waitFor(() => expect(kit.$status.get()).toBe('connected'), { timeout: 10_000 })
}, 30_000)
