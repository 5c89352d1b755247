import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectWalletConnect } from '../../actions/connectWalletConnect.js'
import { getPairingClient } from '../../actions/getPairingClient.js'
import { mockAdapter } from '../../adapter/mockAdapter.js'
import type { BaseError } from '../../errors/base.js'
import { NoPairingNamespaceError, RelayUnreachableError } from '../../errors/pairingFailure.js'
import { createKit } from '../../kit/createKit.js'
import { destroyKit } from '../../kit/destroyKit.js'
import type { Kit } from '../../kit/types.js'
import { createMemoryDriver } from '../../storage/createMemoryDriver.js'
import type { ChainAdapter } from '../../types/adapter.js'
import {
  stayOffline,
  TEST_METADATA,
  TEST_PROJECT_ID,
  testNetworks,
  waitFor,
} from '../test/fixtures.js'
import { startRelay, type TestRelay } from '../test/relay.js'
import { createTestWallet, type TestWallet } from '../test/wallet.js'
import { walletConnect } from '../walletConnect.js'

// how a kit's pairing fails: typed, every namespace back to disconnected, nothing half-connected
const NO_NODE = 'http://127.0.0.1:9'

let offline: ReturnType<typeof stayOffline>
let relay: TestRelay
let wallet: TestWallet
const kits: Kit[] = []
let count = 0

beforeAll(async () => {
  offline = stayOffline()
  relay = await startRelay()
  wallet = await createTestWallet({
    relayUrl: relay.url,
    anvilUrl: NO_NODE,
    name: 'kit-failure-wallet',
    eip155Chains: ['eip155:31337', 'eip155:1'],
  })
})

afterAll(async () => {
  for (const kit of kits) destroyKit(kit)
  await wallet?.close()
  await relay?.close()
  offline.restore()
  expect(offline.attempts).toEqual([])
})

function newKit(adapters: ChainAdapter[] = []) {
  const kit = createKit({
    networks: testNetworks(NO_NODE).filter((n) => n.chainNamespace === 'eip155'),
    adapters,
    projectId: TEST_PROJECT_ID,
    metadata: TEST_METADATA,
    storage: createMemoryDriver(),
    isMobile: false,
    logLevel: 'silent',
    walletConnect: walletConnect({
      relayUrl: relay.url,
      name: `kit-failure-${++count}`,
      relayTimeout: 2_000,
    }),
  })
  kits.push(kit)
  return kit
}

async function uriOf(kit: Kit) {
  // a retry reconnects to the relay first: seconds on a loaded machine
  await waitFor(() => Boolean(kit.$connections.get().eip155?.wcUri), 20_000, 'the URI')
  return kit.$connections.get().eip155!.wcUri!
}

describe('a pairing that cannot happen', () => {
  test('behavior: the relay is down: RelayUnreachableError, disconnected with wcError; a retry once it is back pairs', async () => {
    const kit = newKit()
    await kit.ready
    await relay.stop()
    try {
      const error = await connectWalletConnect(kit).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RelayUnreachableError)
      expect((error as BaseError).message).toContain(relay.url)
      expect(kit.$connections.get().eip155).toMatchObject({
        status: 'disconnected',
        wcError: true,
      })
      expect(kit.$connections.get().eip155?.wcUri).toBeUndefined()
      expect(kit.$status.get()).toBe('disconnected')
    } finally {
      await relay.start()
    }
    const retry = connectWalletConnect(kit)
    await wallet.pair(await uriOf(kit))
    expect((await retry).namespaces).toEqual(['eip155'])
    expect(kit.$connections.get().eip155).toMatchObject({ status: 'connected', wcError: false })
  })

  test('behavior: no adapter can pair: the error names the configured adapters, never a namespace "none"', async () => {
    // an adapter of its own kind, with no WalletConnect connector (a lazy one not yet loaded is the same)
    const kit = newKit([mockAdapter({ namespace: 'eip155', accounts: [wallet.account.address] })])
    const error = await connectWalletConnect(kit).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NoPairingNamespaceError)
    const { message } = error as BaseError
    expect(message).not.toContain("'none'")
    expect(message).toContain('None of the configured adapters can pair over WalletConnect')
    expect(message).toContain('Configured adapters: eip155')
    expect(kit.$connections.get().eip155?.status).toBe('disconnected')
  })
})

describe('a wallet that approves what the kit cannot use', () => {
  test.each([
    ['no-accounts', 'no account'],
    ['other-chain', 'accounts on a chain never requested'],
  ] as const)(
    'behavior: %s (%s): a typed error, disconnected, and the wallet is told',
    async (proposal, _label) => {
      const kit = newKit()
      await kit.ready
      const before = wallet.sessionTopics().length
      wallet.behavior.proposal = proposal
      try {
        const connecting = connectWalletConnect(kit).catch((e: unknown) => e)
        await wallet.pair(await uriOf(kit))
        expect(await connecting).toMatchObject({
          name: 'ProviderRpcError',
          shortMessage: 'The wallet approved a session with no account the kit can use',
        })
      } finally {
        wallet.behavior.proposal = 'approve'
      }
      expect(kit.$connections.get().eip155).toMatchObject({ status: 'disconnected', wcError: true })
      expect(kit.$chains.get().eip155?.account.address).toBeUndefined()
      expect(getPairingClient(kit)!.$session.get()).toBeUndefined()
      // not half-connected on the wallet's side either
      await waitFor(() => wallet.sessionTopics().length === before, 5_000, 'the wallet to hear')
    },
  )
})

describe('session_delete', () => {
  test('behavior: a delete for another topic leaves the kit connected', async () => {
    const [first, second] = [newKit(), newKit()]
    for (const kit of [first, second]) {
      await kit.ready
      const connecting = connectWalletConnect(kit)
      await wallet.pair(await uriOf(kit))
      await connecting
    }
    const topic = getPairingClient(first)!.$session.get()!.topic
    await wallet.disconnect(topic)
    await waitFor(() => first.$status.get() === 'disconnected', 5_000, 'the first kit to end')
    expect(second.$status.get()).toBe('connected')
    expect(second.$chains.get().eip155?.account.address).toBe(wallet.account.address)
  })
})
