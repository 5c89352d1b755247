import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import type { Logger } from '../types/logger.js'
import type { PairingClient } from '../types/pairing.js'
import { createPairingClient } from './createPairingClient.js'
import { startAnvil, type TestAnvil } from './test/anvil.js'
import {
  silentLogger,
  stayOffline,
  TEST_METADATA,
  TEST_PROJECT_ID,
  testNetworks,
  testStorage,
} from './test/fixtures.js'
import { startRelay, type TestRelay } from './test/relay.js'
import { createTestWallet, type TestWallet } from './test/wallet.js'

// issue 15: one corrupt `walletport:wc/...` entry must not disable WalletConnect for good.
// Every key the pairing library wrote, set in turn to a corrupt or foreign value: the next
// page load restores the session or pairs anew, and the bad entry is dropped and logged
const BAD_VALUES = ['"garbage"', 'null', '42', '{"not":"json"', '[{"a":1}]', '{}']
// what broke WalletConnect for good before (found by the fuzzer and by this test)
const FATAL: readonly [store: string, value: string][] = [
  ['//keychain', 'null'],
  ['//expirer', '"garbage"'],
  ['//pairing', '"garbage"'],
  ['//proposal', '"garbage"'],
  ['//history', '"garbage"'],
  ['//session', '"garbage"'],
  ['//subscription', '42'],
]

let offline: ReturnType<typeof stayOffline>
let relay: TestRelay
let anvil: TestAnvil
let wallet: TestWallet
const clients: PairingClient[] = []
let stored: Map<string, string>

function newClient(driver: ReturnType<typeof createMemoryDriver>, log: Logger = silentLogger) {
  const client = createPairingClient({
    projectId: TEST_PROJECT_ID,
    relayUrl: relay.url,
    metadata: TEST_METADATA,
    networks: testNetworks(anvil.url),
    storage: testStorage(driver),
    log,
    name: 'corrupt-dapp',
  })
  clients.push(client)
  return client
}

beforeAll(async () => {
  offline = stayOffline()
  // each client is a page load of its own: no WalletConnect Core shared in the process
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  ;[relay, anvil] = await Promise.all([startRelay(), startAnvil()])
  wallet = await createTestWallet({
    relayUrl: relay.url,
    anvilUrl: anvil.url,
    name: 'corrupt-wallet',
  })
  const driver = createMemoryDriver()
  const first = newClient(driver)
  await first.connect({ namespaces: ['eip155'], onUri: (uri) => void wallet.pair(uri) })
  await first.destroy()
  const keys: string[] = JSON.parse(driver.getItem('walletport:wc:keys') ?? '[]')
  stored = new Map()
  for (const key of [
    'walletport:wc:keys',
    'walletport:pairing:session',
    ...keys.map((k) => `walletport:wc/${k}`),
  ])
    stored.set(key, driver.getItem(key)!)
}, 60_000)

afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.destroy()))
  await wallet?.close()
  await Promise.all([relay?.close(), anvil?.stop()])
  vi.unstubAllEnvs()
  offline.restore()
})

test('behavior: a corrupt or foreign value under any key is dropped and logged; pairing works on the next load', async () => {
  expect(stored.size).toBeGreaterThan(8)
  const failures: string[] = []
  for (const key of stored.keys())
    for (const bad of BAD_VALUES) {
      const driver = createMemoryDriver()
      for (const [k, value] of stored) driver.setItem(k, value)
      driver.setItem(key, bad)
      const warnings: string[] = []
      const log = { ...silentLogger, warn: (message: string) => void warnings.push(message) }
      const client = newClient(driver, log)
      const outcome = await client
        .restore()
        .then(async (session) => {
          if (session) return 'restored'
          await client.connect({ namespaces: ['eip155'], onUri: (uri) => void wallet.pair(uri) })
          return 'paired'
        })
        .catch((error: unknown) => `failed: ${String(error)}`)
      if (outcome.startsWith('failed')) failures.push(`${key} = ${bad}: ${outcome}`)
      // the values that used to stop WalletConnect from starting are gone, and logged
      if (FATAL.some(([store, value]) => key.endsWith(store) && value === bad)) {
        if (driver.getItem(key) === bad) failures.push(`${key} = ${bad}: still stored`)
        if (!warnings.some((w) => w.includes(key.slice('walletport:wc/'.length))))
          failures.push(`${key} = ${bad}: not logged`)
      }
      await client.destroy()
    }
  expect(failures).toEqual([])
}, 300_000)
