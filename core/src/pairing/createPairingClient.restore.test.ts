import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import type { PairingClient, PairingEvent } from '../types/pairing.js'
import { createPairingClient } from './createPairingClient.js'
import { startAnvil, type TestAnvil } from './test/anvil.js'
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

let offline: ReturnType<typeof stayOffline>
let relay: TestRelay
let anvil: TestAnvil
let wallet: TestWallet
const clients: PairingClient[] = []

beforeAll(async () => {
  offline = stayOffline()
  ;[relay, anvil] = await Promise.all([startRelay(), startAnvil()])
  wallet = await createTestWallet({
    relayUrl: relay.url,
    anvilUrl: anvil.url,
    name: 'restore-wallet',
    eip155Chains: ['eip155:31337', 'eip155:1'],
  })
})

afterAll(async () => {
  await Promise.all(clients.map((c) => c.destroy()))
  await wallet?.close()
  await Promise.all([relay?.close(), anvil?.stop()])
  vi.unstubAllEnvs()
  offline.restore()
  expect(offline.attempts).toEqual([])
})

function newClient(driver: ReturnType<typeof createMemoryDriver>, name: string) {
  const client = createPairingClient({
    projectId: TEST_PROJECT_ID,
    relayUrl: relay.url,
    metadata: TEST_METADATA,
    networks: testNetworks(anvil.url),
    storage: testStorage(driver),
    log: silentLogger,
    name,
    window: { location: { href: 'https://site.example/' } },
  })
  clients.push(client)
  return client
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

async function sign(client: PairingClient, message: string) {
  const signature = await client.request({
    method: 'personal_sign',
    params: [`0x${Buffer.from(message).toString('hex')}`, wallet.account.address],
    networkId: 'eip155:31337',
  })
  return verifyMessage({
    address: wallet.account.address,
    message,
    signature: signature as `0x${string}`,
  })
}

describe('restore', () => {
  test('default: a reloaded page gets the session back and can use it', async () => {
    // the page's localStorage: it outlives the page, nothing else does
    const driver = createMemoryDriver()
    const before = newClient(driver, 'reload-dapp')
    const session = await before.connect({
      namespaces: ['eip155'],
      onUri: (uri) => {
        before.openWallet({ id: 'test', name: 'Test Wallet', nativeLink: 'testwallet://' })
        void wallet.pair(uri)
      },
    })
    await before.switchNetwork({ networkId: 'eip155:1' })
    await before.destroy()

    // a reload starts a fresh JavaScript realm, where WalletConnect has no Core cached for
    // this storage prefix yet; its own switch gives the same fresh start in this process
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    const after = newClient(driver, 'reload-dapp')
    const events: PairingEvent[] = []
    after.subscribe((event) => events.push(event))
    // the kit and each adapter's connector may ask at once: one restore serves them all
    const [restored, twice] = await Promise.all([after.restore(), after.restore()])

    expect(twice).toBe(restored)
    expect(restored?.topic).toBe(session.topic)
    expect(restored?.namespaces.eip155?.accounts).toEqual(session.namespaces.eip155?.accounts)
    // the network chosen before the reload is still the active one
    expect(restored?.namespaces.eip155?.activeNetworkId).toBe('eip155:1')
    expect(after.$session.get()).toEqual(restored)
    expect(after.$wcLinking.get()).toEqual({ href: 'testwallet://', name: 'Test Wallet' })
    expect(events).toEqual([{ type: 'session_set', session: restored }])
    expect(await after.getProvider('eip155').request({ method: 'eth_chainId' })).toBe('0x1')

    // the restored keys still talk to the wallet
    expect(await sign(after, 'after a reload')).toBe(true)
    await after.disconnect()
    await waitFor(() => !wallet.sessionTopics().includes(session.topic), 5_000, 'the wallet')

    // and a reload after the disconnect finds nothing
    const again = newClient(driver, 'reload-dapp')
    expect(await again.restore()).toBeUndefined()
  })
})

describe('relay outages', () => {
  let client: PairingClient
  const driver = createMemoryDriver()

  beforeAll(async () => {
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    client = newClient(driver, 'outage-dapp')
    await client.connect({ namespaces: ['eip155'], onUri: (uri) => void wallet.pair(uri) })
  })

  test('behavior: every connection drops mid-session; both sides come back', async () => {
    expect(relay.connectionCount()).toBeGreaterThanOrEqual(2)
    relay.dropAll()
    await waitFor(() => relay.connectionCount() === 0, 2_000, 'the drop')
    // a message sent into a socket that is already dead waits for WalletConnect's own
    // publish retry (15 s); the session itself survives, which is what this shows
    await waitFor(() => relay.connectionCount() >= 2, 10_000, 'both sides to reconnect')
    expect(await sign(client, 'after a drop')).toBe(true)
    expect(client.$session.get()).toBeDefined()
  })

  test('behavior: the relay goes away and returns while a request waits', async () => {
    await relay.stop()
    await sleep(300)
    const signed = sign(client, 'across an outage')
    await sleep(300)
    expect(relay.connectionCount()).toBe(0)
    await relay.start()
    expect(await signed).toBe(true)
    expect(client.$session.get()).toBeDefined()
  })

  test('behavior: a session_delete sent while the page was closed arrives on reload', async () => {
    const topic = client.$session.get()!.topic
    await client.destroy()
    // the relay keeps the wallet's delete in the session topic's mailbox
    await wallet.disconnect(topic)
    const reloaded = newClient(driver, 'outage-dapp')
    const events: PairingEvent[] = []
    reloaded.subscribe((event) => events.push(event))
    await reloaded.restore()
    await waitFor(() => events.some((e) => e.type === 'session_deleted'), 10_000, 'the delete')
    expect(events.at(-1)).toEqual({ type: 'session_deleted', topic, by: 'wallet' })
    expect(reloaded.$session.get()).toBeUndefined()
    expect(driver.getItem('walletport:pairing:session')).toBeNull()
  })
})
