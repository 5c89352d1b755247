import { afterAll, beforeAll, expect } from 'vitest'
import { createMemoryDriver } from '../../storage/createMemoryDriver.js'
import type { PairingClient, PairingEvent } from '../../types/pairing.js'
import { type CreatePairingClientParameters, createPairingClient } from '../createPairingClient.js'
import { startAnvil, type TestAnvil } from './anvil.js'
import {
  silentLogger,
  stayOffline,
  TEST_METADATA,
  TEST_PROJECT_ID,
  testNetworks,
  testStorage,
} from './fixtures.js'
import { startRelay, type TestRelay } from './relay.js'
import { type CreateTestWalletParameters, createTestWallet, type TestWallet } from './wallet.js'

export type PairingRig = {
  readonly relay: TestRelay
  readonly anvil: TestAnvil
  readonly wallet: TestWallet
  /** a client on the rig's relay and anvil, destroyed after the file */
  newClient(
    driver?: ReturnType<typeof createMemoryDriver>,
    options?: Partial<CreatePairingClientParameters>,
  ): PairingClient
  /** a client paired with the wallet for eip155 and solana, and the events it reported */
  paired(driver?: ReturnType<typeof createMemoryDriver>): Promise<{
    client: PairingClient
    session: Awaited<ReturnType<PairingClient['connect']>>
    events: PairingEvent[]
    driver: ReturnType<typeof createMemoryDriver>
  }>
}

/**
 * The real parts a pairing test file runs on: the local relay, anvil and the wallet side,
 * started before the file's tests and closed after them; every client the file made is
 * destroyed, and nothing may have tried to leave the machine.
 */
export function usePairingRig(
  wallet: Pick<CreateTestWalletParameters, 'name' | 'eip155Chains' | 'solanaChains'>,
): PairingRig {
  let offline: ReturnType<typeof stayOffline>
  let parts: { relay: TestRelay; anvil: TestAnvil; wallet: TestWallet } | undefined
  const clients: PairingClient[] = []
  const get = () => {
    if (!parts) throw new Error('the pairing rig is used before it started')
    return parts
  }

  beforeAll(async () => {
    offline = stayOffline()
    const [relay, anvil] = await Promise.all([startRelay(), startAnvil()])
    parts = {
      relay,
      anvil,
      wallet: await createTestWallet({ relayUrl: relay.url, anvilUrl: anvil.url, ...wallet }),
    }
  })

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.destroy()))
    await parts?.wallet.close()
    await Promise.all([parts?.relay.close(), parts?.anvil.stop()])
    offline.restore()
    // nothing in this file tried to leave the machine
    expect(offline.attempts).toEqual([])
  })

  const rig: PairingRig = {
    get relay() {
      return get().relay
    },
    get anvil() {
      return get().anvil
    },
    get wallet() {
      return get().wallet
    },
    newClient(driver = createMemoryDriver(), options = {}) {
      const client = createPairingClient({
        projectId: TEST_PROJECT_ID,
        relayUrl: get().relay.url,
        metadata: TEST_METADATA,
        networks: testNetworks(get().anvil.url),
        storage: testStorage(driver),
        log: silentLogger,
        name: `${wallet.name}-dapp-${clients.length + 1}`,
        ...options,
      })
      clients.push(client)
      return client
    },
    async paired(driver = createMemoryDriver()) {
      const client = rig.newClient(driver)
      const events: PairingEvent[] = []
      client.subscribe((event) => events.push(event))
      const session = await client.connect({
        namespaces: ['eip155', 'solana'],
        onUri: (uri) => void get().wallet.pair(uri),
      })
      return { client, session, events, driver }
    },
  }
  return rig
}
