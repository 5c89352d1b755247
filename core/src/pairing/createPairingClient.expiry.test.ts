import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PAIRING_EXPIRY, PAIRING_EXPIRY_MARGIN } from '../constants.js'
import { isUserRejection } from '../errors/getErrorCode.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import type { PairingClient, PairingEvent, PairingWallet } from '../types/pairing.js'
import { createPairingClient } from './createPairingClient.js'
import {
  silentLogger,
  stayOffline,
  TEST_METADATA,
  TEST_PROJECT_ID,
  testNetworks,
  testStorage,
  waitFor,
} from './test/fixtures.js'
import { startRelay, type TestRelay } from './test/relay.js'
import { createTestWallet, type TestWallet } from './test/wallet.js'

const TEST_WALLET: PairingWallet = {
  id: 'test-wallet',
  name: 'Test Wallet',
  nativeLink: 'testwallet://',
  universalLink: 'https://wallet.test.example/app',
}

let offline: ReturnType<typeof stayOffline>
let relay: TestRelay
let wallet: TestWallet
const clients: PairingClient[] = []

beforeAll(async () => {
  offline = stayOffline()
  relay = await startRelay()
  // no transaction is sent in this file: the wallet's anvil URL is never used
  wallet = await createTestWallet({
    relayUrl: relay.url,
    anvilUrl: 'http://127.0.0.1:9',
    name: 'expiry-wallet',
  })
})

afterAll(async () => {
  await Promise.all(clients.map((c) => c.destroy()))
  await wallet?.close()
  await relay?.close()
  offline.restore()
  expect(offline.attempts).toEqual([])
})

/** a client on a clock the test moves, in a browser that is or is not Safari on iOS */
function newClient({ safari = false, page = {} as unknown, driver = createMemoryDriver() } = {}) {
  const clock = { offset: 0 }
  const client = createPairingClient({
    projectId: TEST_PROJECT_ID,
    relayUrl: relay.url,
    metadata: TEST_METADATA,
    networks: testNetworks('http://127.0.0.1:9'),
    storage: testStorage(driver),
    log: silentLogger,
    name: `expiry-dapp-${clients.length}`,
    now: () => Date.now() + clock.offset,
    isMobileSafariOrTelegram: () => safari,
    window: page,
  })
  clients.push(client)
  return { client, clock, driver }
}

async function nextUri(client: PairingClient, previous?: string) {
  await waitFor(
    () => {
      const uri = client.$wcUri.get()
      return uri !== undefined && uri !== previous
    },
    5_000,
    'a fresh URI',
  )
  return client.$wcUri.get()!
}

describe('pairing expiry', () => {
  test('default: a fresh URI is made 10 s before the 4 min expiry, and it pairs', async () => {
    const { client, clock } = newClient()
    const events: PairingEvent[] = []
    client.subscribe((event) => events.push(event))
    const promise = client.connect({ namespaces: ['eip155'] })
    const first = await nextUri(client)
    const firstExpiry = client.$wcPairingExpiry.get()!
    expect(firstExpiry - (Date.now() + clock.offset)).toBeGreaterThan(PAIRING_EXPIRY - 1_000)

    clock.offset = PAIRING_EXPIRY - PAIRING_EXPIRY_MARGIN
    const second = await nextUri(client, first)
    expect(second).not.toBe(first)
    expect(client.$wcPairingExpiry.get()).toBeGreaterThanOrEqual(
      firstExpiry + PAIRING_EXPIRY - PAIRING_EXPIRY_MARGIN,
    )
    expect(events.filter((e) => e.type === 'uri').map((e) => e.type === 'uri' && e.uri)).toEqual([
      first,
      second,
    ])

    // the connect started before the refresh settles with the refreshed URI
    await wallet.pair(second)
    const session = await promise
    expect(session.namespaces.eip155?.accounts[0]?.address).toBe(wallet.account.address)
    expect(client.$wcPairingExpiry.get()).toBeUndefined()
    await client.disconnect()
  })

  test('behavior: elsewhere, a second connect makes a fresh URI; both calls get the session', async () => {
    const { client } = newClient()
    const first = client.connect({ namespaces: ['eip155'] })
    const uri = await nextUri(client)
    const second = client.connect({ namespaces: ['eip155'] })
    expect(client.$buffering.get()).toBe(true)
    const fresh = await nextUri(client, uri)
    expect(fresh).not.toBe(uri)
    await wallet.pair(fresh)
    const [a, b] = await Promise.all([first, second])
    expect(a.topic).toBe(b.topic)
    await client.disconnect()
  })

  test('behavior: on mobile Safari or Telegram the URI is reused until it expires', async () => {
    const { client, clock } = newClient({ safari: true })
    const first = client.connect({ namespaces: ['eip155'] })
    const uri = await nextUri(client)
    const again = client.connect({ namespaces: ['eip155'] })
    expect(again).toBe(first)
    expect(client.$wcUri.get()).toBe(uri)
    expect(client.$buffering.get()).toBe(false)

    clock.offset = PAIRING_EXPIRY
    client.connect({ namespaces: ['eip155'] })
    expect(client.$wcUri.get()).toBeUndefined()
    const fresh = await nextUri(client, uri)
    expect(fresh).not.toBe(uri)

    client.cancelConnect()
    const error = await first.catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
    expect(client.$wcUri.get()).toBeUndefined()
    expect(client.$buffering.get()).toBe(false)
  })
})

describe('wallet links', () => {
  test('default: the link opens synchronously, inside the tap', async () => {
    const page = { location: { href: 'https://site.example/' } }
    const { client, driver } = newClient({ page })
    const promise = client.connect({ namespaces: ['eip155'] })
    // no URI yet: nothing to open, and the caller knows at once
    expect(client.$buffering.get()).toBe(true)
    expect(client.openWallet(TEST_WALLET)).toBe(false)
    const uri = await nextUri(client)

    const opened = client.openWallet(TEST_WALLET)
    // no await between the call and the navigation
    expect(opened).toBe(true)
    expect(page.location.href).toBe(`testwallet://wc?uri=${encodeURIComponent(uri)}`)
    expect(client.getWalletLinks(TEST_WALLET)?.universal?.href).toBe(
      `https://wallet.test.example/app/wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(client.$wcLinking.get()).toEqual({ href: 'testwallet://', name: 'Test Wallet' })
    expect(client.$recentWallet.get()).toEqual(TEST_WALLET)
    expect(JSON.parse(driver.getItem('walletport:pairing:linking') ?? 'null')).toEqual({
      href: 'testwallet://',
      name: 'Test Wallet',
    })

    // the wallet app, opened by the link, pairs with the URI it carries
    await wallet.pair(decodeURIComponent(page.location.href.split('uri=')[1]!))
    await promise
    await client.disconnect()
    expect(client.$wcLinking.get()).toBeUndefined()
    expect(driver.getItem('walletport:pairing:linking')).toBeNull()
  })

  test('behavior: universal links open a new browsing context', async () => {
    const opened: unknown[][] = []
    const page = { open: (...args: unknown[]) => opened.push(args) }
    const { client } = newClient({ page })
    const promise = client.connect({ namespaces: ['eip155'] }).catch((e: unknown) => e)
    const uri = await nextUri(client)
    expect(client.openWallet(TEST_WALLET, { link: 'universal' })).toBe(true)
    expect(opened).toEqual([
      [
        `https://wallet.test.example/app/wc?uri=${encodeURIComponent(uri)}`,
        '_blank',
        'noreferrer noopener',
      ],
    ])
    client.cancelConnect()
    expect(isUserRejection(await promise)).toBe(true)
  })

  test('behavior: an expired URI is not opened; a fresh one is made for the next tap', async () => {
    const page = { location: { href: 'https://site.example/' } }
    const { client, clock } = newClient({ page })
    const promise = client.connect({ namespaces: ['eip155'] }).catch((e: unknown) => e)
    const uri = await nextUri(client)
    clock.offset = PAIRING_EXPIRY - PAIRING_EXPIRY_MARGIN
    expect(client.getWalletLinks(TEST_WALLET)).toBeUndefined()
    expect(client.openWallet(TEST_WALLET)).toBe(false)
    expect(page.location.href).toBe('https://site.example/')
    expect(client.$buffering.get()).toBe(true)
    const fresh = await nextUri(client, uri)
    expect(client.openWallet(TEST_WALLET)).toBe(true)
    expect(page.location.href).toContain(encodeURIComponent(fresh))
    client.cancelConnect()
    await promise
  })
})
