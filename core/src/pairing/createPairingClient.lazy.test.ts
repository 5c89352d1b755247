import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import { createPairingClient } from './createPairingClient.js'
import {
  silentLogger,
  stayOffline,
  TEST_METADATA,
  TEST_PROJECT_ID,
  testNetworks,
  testStorage,
} from './test/fixtures.js'

// counts how often the provider module is evaluated, passing the real one through
const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('@walletconnect/universal-provider', async (importOriginal) => {
  loads.count++
  return importOriginal()
})

let offline: ReturnType<typeof stayOffline>
beforeAll(() => {
  offline = stayOffline()
})
afterAll(() => {
  offline.restore()
  expect(offline.attempts).toEqual([])
})

function client(driver = createMemoryDriver(), name = 'lazy') {
  return createPairingClient({
    projectId: TEST_PROJECT_ID,
    // nothing listens here, and nothing in this file needs a relay
    relayUrl: 'ws://127.0.0.1:9',
    metadata: TEST_METADATA,
    networks: testNetworks('http://127.0.0.1:9'),
    storage: testStorage(driver),
    log: silentLogger,
    name,
  })
}

describe('lazy loading', () => {
  test('behavior: no source file imports the provider statically', () => {
    const dir = import.meta.dirname
    const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    )
    for (const file of sources) {
      const text = readFileSync(join(dir, file), 'utf8')
      const imports = text.match(/^import .*@walletconnect\/universal-provider.*$/gm) ?? []
      for (const line of imports) expect(line, file).toMatch(/^import type /)
    }
  })

  test('behavior: creating a client and restoring nothing loads nothing', async () => {
    const pairing = client()
    expect(await pairing.restore()).toBeUndefined()
    expect(loads.count).toBe(0)
    expect(pairing.$session.get()).toBeUndefined()
    await pairing.destroy()
  })

  test('behavior: a stored session loads the provider, which finds no such session', async () => {
    const driver = createMemoryDriver({
      'walletport:pairing:session': JSON.stringify({ topic: 'gone', expiry: Date.now() + 60_000 }),
    })
    const pairing = client(driver, 'lazy-stored')
    expect(await pairing.restore()).toBeUndefined()
    expect(loads.count).toBe(1)
    // the stale record is dropped, so the next load does not even import
    expect(driver.getItem('walletport:pairing:session')).toBeNull()
    await pairing.destroy()
  })

  test('behavior: an expired stored session is dropped without loading', async () => {
    const before = loads.count
    const driver = createMemoryDriver({
      'walletport:pairing:session': JSON.stringify({ topic: 't', expiry: Date.now() - 1 }),
    })
    expect(await client(driver, 'lazy-expired').restore()).toBeUndefined()
    expect(loads.count).toBe(before)
    expect(driver.getItem('walletport:pairing:session')).toBeNull()
  })
})

describe('errors before a session', () => {
  test('behavior: a request before the client is loaded', async () => {
    await expect(
      client().request({ method: 'personal_sign', networkId: 'eip155:31337' }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[SignClientNotInitializedError: Sign Client not initialized]`,
    )
  })

  test('behavior: a request once loaded but not connected', async () => {
    const driver = createMemoryDriver({
      'walletport:pairing:session': JSON.stringify({ topic: 'gone', expiry: Date.now() + 60_000 }),
    })
    const pairing = client(driver, 'lazy-errors')
    await pairing.restore()
    await expect(
      pairing.request({ method: 'personal_sign', networkId: 'eip155:31337' }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[RequestBeforeConnectError: Please call connect() before request()]`,
    )
    const provider = pairing.getProvider('eip155')
    await expect(
      provider.request({ method: 'eth_requestAccounts' }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[SessionNotInitializedError: Session not initialized. Please call connect() before enable()]`,
    )
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(pairing.disconnect()).resolves.toBeUndefined()
    await pairing.destroy()
  })

  test('behavior: connect with no network for the namespaces fails with the spec message', async () => {
    const pairing = client()
    await expect(pairing.connect({ namespaces: ['bip122'] })).rejects.toThrow(
      "Namespace 'bip122' is not configured. Please call connect() first with namespace config.",
    )
    expect(pairing.$wcError.get()).toBe(true)
    expect(pairing.$buffering.get()).toBe(false)
  })
})
