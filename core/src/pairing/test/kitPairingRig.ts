import { verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, vi } from 'vitest'
import { connectWalletConnect } from '../../actions/connectWalletConnect.js'
import { getPairingClient } from '../../actions/getPairingClient.js'
import { watchEvents } from '../../actions/watchEvents.js'
import type { KitEvent } from '../../events/types.js'
import { createKit } from '../../kit/createKit.js'
import { destroyKit } from '../../kit/destroyKit.js'
import type { Kit } from '../../kit/types.js'
import { createMemoryDriver } from '../../storage/createMemoryDriver.js'
import type { StorageDriver } from '../../types/storage.js'
import { walletConnect } from '../walletConnect.js'
import { stayOffline, TEST_METADATA, TEST_PROJECT_ID, testNetworks, waitFor } from './fixtures.js'
import { startRelay, type TestRelay } from './relay.js'
import { createTestWallet, type TestWallet } from './wallet.js'

export const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
// no transaction is sent by a kit pairing test: nothing reads this network
export const NO_NODE = 'http://127.0.0.1:9'

/** the pairing URI shown in `$connections`, once there is one other than `previous` */
export async function uriOf(kit: Kit, previous?: string) {
  await waitFor(
    () => {
      const uri = kit.$connections.get().eip155?.wcUri
      return uri !== undefined && uri !== previous
    },
    5_000,
    'a pairing URI in $connections',
  )
  return kit.$connections.get().eip155!.wcUri!
}

type KitOptions = { driver?: StorageDriver; clock?: { offset: number } }

export type KitPairingRig = {
  readonly relay: TestRelay
  readonly wallet: TestWallet
  /** a kit made elsewhere in the file, destroyed with the others */
  track(kit: Kit): Kit
  /** a kit with no adapter; `name` keeps WalletConnect's data of each kit apart */
  newKit(name: string, options?: KitOptions): ReturnType<typeof newKit>
  /** a kit paired with the wallet through connectWalletConnect */
  paired(name: string, driver?: StorageDriver): ReturnType<typeof paired>
  /** a personal_sign through the session, checked against the wallet's address */
  sign(kit: Kit, message: string): Promise<boolean>
}

/**
 * Basic mode on real parts: the local relay and the wallet side (eip155 and solana), started
 * before the file's tests; every kit the file made is destroyed after them, and nothing may
 * have tried to leave the machine.
 */
export function useKitPairingRig(walletName: string): KitPairingRig {
  let offline: ReturnType<typeof stayOffline>
  let parts: { relay: TestRelay; wallet: TestWallet } | undefined
  const kits: Kit[] = []
  const get = () => {
    if (!parts) throw new Error('the kit pairing rig is used before it started')
    return parts
  }

  beforeAll(async () => {
    offline = stayOffline()
    const relay = await startRelay()
    const wallet = await createTestWallet({
      relayUrl: relay.url,
      anvilUrl: NO_NODE,
      name: walletName,
      eip155Chains: ['eip155:31337', 'eip155:1'],
      solanaChains: [SOLANA],
    })
    parts = { relay, wallet }
  })

  afterAll(async () => {
    for (const kit of kits) destroyKit(kit)
    await parts?.wallet.close()
    await parts?.relay.close()
    vi.unstubAllEnvs()
    offline.restore()
    // nothing in this file tried to leave the machine
    expect(offline.attempts).toEqual([])
  })

  const rig: KitPairingRig = {
    get relay() {
      return get().relay
    },
    get wallet() {
      return get().wallet
    },
    track(kit) {
      kits.push(kit)
      return kit
    },
    newKit: (name, options) => newKit(rig, name, options),
    paired: (name, driver) => paired(rig, name, driver),
    sign: (kit, message) => sign(rig, kit, message),
  }
  return rig
}

function newKit(
  rig: KitPairingRig,
  name: string,
  { driver = createMemoryDriver(), clock = { offset: 0 } }: KitOptions = {},
) {
  const kit = rig.track(
    createKit({
      networks: testNetworks(NO_NODE),
      projectId: TEST_PROJECT_ID,
      metadata: TEST_METADATA,
      storage: driver,
      isMobile: false,
      logLevel: 'silent',
      walletConnect: walletConnect({
        relayUrl: rig.relay.url,
        name,
        now: () => Date.now() + clock.offset,
        isMobileSafariOrTelegram: () => false,
      }),
    }),
  )
  const events: KitEvent[] = []
  watchEvents(kit, (event) => events.push(event))
  return { kit, driver, events, clock }
}

async function paired(rig: KitPairingRig, name: string, driver?: StorageDriver) {
  const setup = newKit(rig, name, { driver })
  await setup.kit.ready
  const connecting = connectWalletConnect(setup.kit)
  await rig.wallet.pair(await uriOf(setup.kit))
  const result = await connecting
  return { ...setup, ...result }
}

async function sign(rig: KitPairingRig, kit: Kit, message: string) {
  const { wallet } = rig
  const signature = await getPairingClient(kit)!.request({
    method: 'personal_sign',
    params: [`0x${Buffer.from(message).toString('hex')}`, wallet.account.address],
    networkId: kit.$chains.get().eip155!.activeNetwork.caipNetworkId,
  })
  return verifyMessage({
    address: wallet.account.address,
    message,
    signature: signature as `0x${string}`,
  })
}
