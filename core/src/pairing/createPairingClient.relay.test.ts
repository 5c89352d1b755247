import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BaseError } from '../errors/base.js'
import { RelayUnreachableError } from '../errors/pairingFailure.js'
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
  waitFor,
} from './test/fixtures.js'
import { startRelay, type TestRelay } from './test/relay.js'
import { createTestWallet, type TestWallet } from './test/wallet.js'

// the relay down, dying, or talking nonsense: each attempt ends, typed, within the bound,
// and the next one pairs once the relay is back
const BOUND = 15_000

let offline: ReturnType<typeof stayOffline>
let relay: TestRelay
let anvil: TestAnvil
let wallet: TestWallet
const clients: PairingClient[] = []
let count = 0

beforeAll(async () => {
  offline = stayOffline()
  ;[relay, anvil] = await Promise.all([startRelay(), startAnvil()])
  wallet = await createTestWallet({
    relayUrl: relay.url,
    anvilUrl: anvil.url,
    name: 'relay-wallet',
    eip155Chains: ['eip155:31337'],
  })
})

afterAll(async () => {
  await Promise.all(clients.map((c) => c.destroy()))
  await wallet?.close()
  await Promise.all([relay?.close(), anvil?.stop()])
  offline.restore()
  expect(offline.attempts).toEqual([])
})

function newClient(relayTimeout?: number) {
  const client = createPairingClient({
    projectId: TEST_PROJECT_ID,
    relayUrl: relay.url,
    metadata: TEST_METADATA,
    networks: testNetworks(anvil.url),
    storage: testStorage(),
    log: silentLogger,
    name: `relay-dapp-${++count}`,
    ...(relayTimeout !== undefined && { relayTimeout }),
  })
  clients.push(client)
  return client
}

/** the attempt's outcome, or 'still pending' once the bound has passed */
function within(promise: Promise<unknown>, ms = BOUND) {
  return Promise.race([
    promise.then(
      () => 'paired',
      (error: unknown) => error,
    ),
    new Promise((resolve) => setTimeout(() => resolve('still pending'), ms).unref()),
  ])
}

function topicOf(uri: string) {
  return uri.slice('wc:'.length, uri.indexOf('@'))
}

describe('a relay that cannot be reached', () => {
  test('default: the attempt ends with RelayUnreachableError naming the relay; a retry after it is back pairs', async () => {
    const client = newClient()
    await relay.stop()
    try {
      const error = await within(client.connect({ namespaces: ['eip155'] }))
      expect(error).toBeInstanceOf(RelayUnreachableError)
      expect(error).toMatchObject({ name: 'RelayUnreachableError', relayUrl: relay.url })
      expect((error as BaseError).message).toContain(relay.url)
      expect((error as BaseError).message).toContain('Check that the relay is running')
      expect(client.$wcError.get()).toBe(true)
      expect(client.$buffering.get()).toBe(false)
      expect(client.$wcUri.get()).toBeUndefined()
    } finally {
      await relay.start()
    }
    const session = await client.connect({
      namespaces: ['eip155'],
      onUri: (uri) => void wallet.pair(uri),
    })
    expect(session.namespaces.eip155?.accounts[0]?.address).toBe(wallet.account.address)
    expect(client.$wcError.get()).toBe(false)
  })
})

describe('a relay that dies mid-attempt', () => {
  test('behavior: gone after the URI showed and not back: RelayUnreachableError', async () => {
    const client = newClient(2_000)
    const connecting = client.connect({ namespaces: ['eip155'] })
    await waitFor(() => client.$wcUri.get() !== undefined, 5_000, 'the URI')
    await relay.stop()
    try {
      const error = await within(connecting)
      expect(error).toBeInstanceOf(RelayUnreachableError)
      expect(client.$wcUri.get()).toBeUndefined()
      expect(client.$session.get()).toBeUndefined()
    } finally {
      await relay.start()
    }
  })

  test('behavior: a short drop that comes back in time does not end the attempt', async () => {
    const client = newClient(5_000)
    const connecting = client.connect({ namespaces: ['eip155'] })
    await waitFor(() => client.$wcUri.get() !== undefined, 5_000, 'the URI')
    const uri = client.$wcUri.get()!
    relay.dropAll()
    await waitFor(() => relay.connectionCount() > 0, 5_000, 'the reconnection')
    await wallet.pair(uri)
    expect(await within(connecting)).toBe('paired')
  })
})

describe('a relay that sends garbage', () => {
  test('behavior: frames that are not JSON-RPC are ignored; the pairing goes on', async () => {
    const client = newClient()
    const connecting = client.connect({ namespaces: ['eip155'] })
    await waitFor(() => client.$wcUri.get() !== undefined, 5_000, 'the URI')
    // to the kit alone: the pairing topic has no other subscriber yet
    for (const frame of [
      'not json',
      '{}',
      '[]',
      'null',
      '{"id":1,"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"x","data":{"topic":"nope","message":"!!!","publishedAt":0,"tag":1}}}',
      '{"id":"z","jsonrpc":"2.0","result":{"weird":true}}',
      `{"id":2,"jsonrpc":"2.0","method":"irn_subscription","params":${'['.repeat(5000)}`,
    ])
      relay.sendRaw(frame, topicOf(client.$wcUri.get()!))
    await wallet.pair(client.$wcUri.get()!)
    expect(await within(connecting)).toBe('paired')
  })
})
