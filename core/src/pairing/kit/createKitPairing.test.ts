import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { close } from '../../actions/close.js'
import { connect } from '../../actions/connect.js'
import { connectWalletConnect } from '../../actions/connectWalletConnect.js'
import { disconnect } from '../../actions/disconnect.js'
import { getPairingClient } from '../../actions/getPairingClient.js'
import { open } from '../../actions/open.js'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { watchEvents } from '../../actions/watchEvents.js'
import { mockAdapter } from '../../adapter/mockAdapter.js'
import { PAIRING_EXPIRY } from '../../constants.js'
import { isUserRejection } from '../../errors/ProviderRpcError.js'
import type { KitEvent } from '../../events/types.js'
import { createKit } from '../../kit/createKit.js'
import { destroyKit } from '../../kit/destroyKit.js'
import type { Kit } from '../../kit/types.js'
import { createMemoryDriver } from '../../storage/createMemoryDriver.js'
import type { StorageDriver } from '../../types/storage.js'
import {
  stayOffline,
  TEST_METADATA,
  TEST_PROJECT_ID,
  testNetworks,
  waitFor,
} from '../test/fixtures.js'
import { startRelay, type TestRelay } from '../test/relay.js'
import { createTestWallet, SOLANA_ADDRESS, type TestWallet } from '../test/wallet.js'
import { walletConnect } from '../walletConnect.js'

// basic mode: a kit with no adapter, where core alone pairs, shows the session and ends it
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
// no transaction is sent in this file: nothing reads this network
const NO_NODE = 'http://127.0.0.1:9'

let offline: ReturnType<typeof stayOffline>
let relay: TestRelay
let wallet: TestWallet
const kits: Kit[] = []

beforeAll(async () => {
  offline = stayOffline()
  relay = await startRelay()
  wallet = await createTestWallet({
    relayUrl: relay.url,
    anvilUrl: NO_NODE,
    name: 'kit-basic-wallet',
    eip155Chains: ['eip155:31337', 'eip155:1'],
    solanaChains: [SOLANA],
  })
})

afterAll(async () => {
  for (const kit of kits) destroyKit(kit)
  await wallet?.close()
  await relay?.close()
  vi.unstubAllEnvs()
  offline.restore()
  // nothing in this file tried to leave the machine
  expect(offline.attempts).toEqual([])
})

/** a kit with no adapter; `name` keeps WalletConnect's data of each kit apart */
function newKit(
  name: string,
  {
    driver = createMemoryDriver(),
    clock = { offset: 0 },
  }: { driver?: StorageDriver; clock?: { offset: number } } = {},
) {
  const kit = createKit({
    networks: testNetworks(NO_NODE),
    projectId: TEST_PROJECT_ID,
    metadata: TEST_METADATA,
    storage: driver,
    isMobile: false,
    logLevel: 'silent',
    walletConnect: walletConnect({
      relayUrl: relay.url,
      name,
      now: () => Date.now() + clock.offset,
      isMobileSafariOrTelegram: () => false,
    }),
  })
  kits.push(kit)
  const events: KitEvent[] = []
  watchEvents(kit, (event) => events.push(event))
  return { kit, driver, events, clock }
}

async function uriOf(kit: Kit, previous?: string) {
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

/** a kit paired with the wallet through connectWalletConnect */
async function paired(name: string, driver?: StorageDriver) {
  const setup = newKit(name, { driver })
  await setup.kit.ready
  const connecting = connectWalletConnect(setup.kit)
  await wallet.pair(await uriOf(setup.kit))
  const result = await connecting
  return { ...setup, ...result }
}

async function sign(kit: Kit, message: string) {
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

describe('basic mode', () => {
  test('default: one pairing connects every namespace from the session alone', async () => {
    const { kit, events } = newKit('basic-default')
    await open(kit)
    expect(kit.$view.get()).toBe('ConnectingWalletConnectBasic')
    const buffering = [kit.$connections.get().eip155?.buffering]
    kit.$connections.listen((c) => {
      if (buffering.at(-1) !== c.eip155?.buffering) buffering.push(c.eip155?.buffering)
    })

    const connecting = connectWalletConnect(kit)
    const uri = await uriOf(kit)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // the pairing state shows in every namespace a session would cover
    const pending = kit.$connections.get()
    expect(pending.solana?.wcUri).toBe(uri)
    expect(pending.eip155).toMatchObject({ status: 'connecting', connectorType: 'WALLET_CONNECT' })
    expect(pending.eip155?.wcPairingExpiry).toBeGreaterThan(Date.now() + PAIRING_EXPIRY - 5_000)
    await wallet.pair(uri)
    const { session, namespaces } = await connecting

    expect(namespaces).toEqual(['eip155', 'solana'])
    // links cannot open while a URI is being prepared
    expect(buffering).toEqual([false, true, false])
    const chains = kit.$chains.get()
    expect(chains.eip155?.account).toMatchObject({
      status: 'connected',
      address: wallet.account.address,
      caipAddress: `eip155:31337:${wallet.account.address}`,
      allAccounts: [{ namespace: 'eip155', address: wallet.account.address, type: 'eoa' }],
      connectedWalletInfo: { name: 'Test Wallet' },
    })
    expect(chains.eip155?.approvedNetworkIds).toEqual(['eip155:31337', 'eip155:1'])
    expect(chains.solana?.account).toMatchObject({
      status: 'connected',
      address: SOLANA_ADDRESS,
      caipAddress: `${SOLANA}:${SOLANA_ADDRESS}`,
    })
    expect(chains.solana?.approvedNetworkIds).toEqual([SOLANA])
    const connections = kit.$connections.get()
    expect(connections.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      connectorType: 'WALLET_CONNECT',
      networkId: 'eip155:31337',
      wcError: false,
      buffering: false,
    })
    expect(connections.eip155?.wcUri).toBeUndefined()
    expect(kit.$status.get()).toBe('connected')
    expect(kit.$account.get().address).toBe(wallet.account.address)
    expect(session.peer.name).toBe('Test Wallet')
    expect(events.filter((e) => e.type === 'track' && e.event === 'CONNECT_SUCCESS')).toHaveLength(
      2,
    )

    // requests go through the session: the client's, and the EIP-1193 provider in the connection
    expect(await sign(kit, 'basic mode')).toBe(true)
    const provider = connections.eip155?.provider as {
      request(args: { method: string }): Promise<unknown>
    }
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([wallet.account.address])
  })

  test('behavior: a wallet that declines leaves every namespace disconnected, with wcError', async () => {
    const { kit, events } = newKit('basic-declined')
    wallet.behavior.proposal = 'reject'
    try {
      const connecting = connectWalletConnect(kit).catch((error: unknown) => error)
      await wallet.pair(await uriOf(kit))
      const error = await connecting
      expect(isUserRejection(error)).toBe(true)
      expect(error).toMatchObject({ code: 4001 })
    } finally {
      wallet.behavior.proposal = 'approve'
    }
    for (const namespace of ['eip155', 'solana'] as const)
      expect(kit.$connections.get()[namespace]).toMatchObject({
        status: 'disconnected',
        wcError: true,
        buffering: false,
      })
    expect(kit.$connections.get().eip155?.wcUri).toBeUndefined()
    expect(kit.$status.get()).toBe('disconnected')
    expect(events.at(-1)).toMatchObject({ type: 'track', event: 'CONNECT_ERROR' })
  })

  test('behavior: closing the modal cancels a pending pairing', async () => {
    const { kit } = newKit('basic-close')
    await open(kit)
    const connecting = connectWalletConnect(kit).catch((error: unknown) => error)
    await uriOf(kit)
    close(kit)
    const error = await connecting
    expect(isUserRejection(error)).toBe(true)
    // given up by the user: not an error to show
    expect(kit.$connections.get().eip155).toMatchObject({ status: 'disconnected', wcError: false })
    expect(kit.$connections.get().eip155?.wcUri).toBeUndefined()
  })

  test('behavior: an expiring URI is replaced in $connections, and the fresh one pairs', async () => {
    const { kit, clock } = newKit('basic-expiry')
    const connecting = connectWalletConnect(kit)
    const first = await uriOf(kit)
    const expiry = kit.$connections.get().eip155!.wcPairingExpiry!
    // 10 s before expiry the URI counts as expired; the client checks every second
    clock.offset = PAIRING_EXPIRY - 9_000
    const second = await uriOf(kit, first)
    expect(second).not.toBe(first)
    expect(kit.$connections.get().eip155!.wcPairingExpiry).toBeGreaterThan(expiry)
    expect(kit.$connections.get().solana?.wcUri).toBe(second)
    await wallet.pair(second)
    await connecting
    expect(kit.$status.get()).toBe('connected')
  })

  test('behavior: the wallet moves accounts and networks', async () => {
    const { kit, session } = await paired('basic-events')
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    await wallet.emitEvent({
      topic: session.topic,
      chainId: 'eip155:31337',
      name: 'accountsChanged',
      data: [`eip155:31337:${other}`],
    })
    await waitFor(() => kit.$chains.get().eip155?.account.address === other, 5_000, 'accounts')
    expect(kit.$chains.get().eip155?.account.caipAddress).toBe(`eip155:31337:${other}`)

    await wallet.emitEvent({
      topic: session.topic,
      chainId: 'eip155:1',
      name: 'chainChanged',
      data: 1,
    })
    await waitFor(() => kit.$activeNetwork.get().caipNetworkId === 'eip155:1', 5_000, 'chain')
    expect(kit.$connections.get().eip155?.networkId).toBe('eip155:1')
    expect(kit.$view.get()).not.toBe('UnsupportedChain')
  })

  test('behavior: switching networks moves the session, which the requests follow', async () => {
    const { kit } = await paired('basic-switch')
    await switchNetwork(kit, { networkId: 'eip155:1' })
    expect(kit.$activeNetwork.get().caipNetworkId).toBe('eip155:1')
    expect(getPairingClient(kit)!.$session.get()?.namespaces.eip155?.activeNetworkId).toBe(
      'eip155:1',
    )
    const provider = kit.$connections.get().eip155?.provider as {
      request(args: { method: string }): Promise<unknown>
    }
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    // the wallet asked nothing: eip155:1 was approved
    expect(wallet.requests.at(-1)?.method).not.toBe('wallet_switchEthereumChain')
  })

  test('behavior: session_delete from the wallet resets every namespace and the storage', async () => {
    const { kit, session, driver } = await paired('basic-delete')
    expect(driver.getItem('walletport:connectedNamespaces')).toBe('["eip155","solana"]')
    await wallet.disconnect(session.topic)
    await waitFor(() => kit.$status.get() === 'disconnected', 5_000, 'the reset')
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(kit.$chains.get()[namespace]?.account.address).toBeUndefined()
      expect(kit.$connections.get()[namespace]?.connectorType).toBeUndefined()
    }
    expect(driver.getItem('walletport:connectedNamespaces')).toBeNull()
    expect(driver.getItem('walletport:connectionStatus')).toBe('"disconnected"')
    expect(driver.getItem('walletport:pairing:session')).toBeNull()
  })

  test('behavior: disconnect ends the session on both sides', async () => {
    const { kit, session, events, driver } = await paired('basic-disconnect')
    await disconnect(kit)
    expect(kit.$status.get()).toBe('disconnected')
    expect(getPairingClient(kit)!.$session.get()).toBeUndefined()
    expect(driver.getItem('walletport:pairing:session')).toBeNull()
    expect(events.at(-1)).toMatchObject({ type: 'track', event: 'DISCONNECT_SUCCESS' })
    await waitFor(() => !wallet.sessionTopics().includes(session.topic), 5_000, 'the wallet')
  })

  test('behavior: a reload restores the session, connecting until it is back', async () => {
    const driver = createMemoryDriver()
    const { session } = await paired('basic-reload', driver)
    // a reload starts a fresh JavaScript realm, where WalletConnect has no Core cached yet
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    const { kit } = newKit('basic-reload', { driver })
    // a stored connection starts as connecting
    expect(kit.$connections.get().eip155?.status).toBe('connecting')
    expect(kit.$connections.get().solana?.status).toBe('connecting')
    await kit.ready
    expect(kit.$chains.get().eip155?.account).toMatchObject({
      status: 'connected',
      address: wallet.account.address,
    })
    expect(kit.$chains.get().solana?.account.address).toBe(SOLANA_ADDRESS)
    expect(getPairingClient(kit)!.$session.get()?.topic).toBe(session.topic)
    expect(await sign(kit, 'after a reload')).toBe(true)
  })

  test('behavior: a reload whose session is gone ends disconnected', async () => {
    const driver = createMemoryDriver({
      'walletport:connectionStatus': '"connected"',
      'walletport:connectedNamespaces': '["eip155"]',
    })
    const { kit } = newKit('basic-gone', { driver })
    expect(kit.$connections.get().eip155?.status).toBe('connecting')
    await kit.ready
    expect(kit.$connections.get().eip155?.status).toBe('disconnected')
    expect(driver.getItem('walletport:connectedNamespaces')).toBeNull()
  })
})

describe('with an embedded wallet', () => {
  test('behavior: the end of the session disconnects the embedded wallet too', async () => {
    // solana signed in by email (AUTH), eip155 paired: the two disconnect together
    const embedded = mockAdapter({
      namespace: 'solana',
      accounts: [SOLANA_ADDRESS],
      connectors: [{ id: 'email', name: 'Email', type: 'AUTH' }],
    })
    const kit = createKit({
      networks: testNetworks(NO_NODE),
      adapters: [embedded],
      projectId: TEST_PROJECT_ID,
      storage: createMemoryDriver(),
      isMobile: false,
      logLevel: 'silent',
      walletConnect: walletConnect({ relayUrl: relay.url, name: 'with-embedded' }),
    })
    kits.push(kit)
    await connect(kit, { connectorId: 'email' })
    // the mock adapter offers no pairing connector: the session asks for eip155 alone
    expect(kit._internal.pairing?.namespaces()).toEqual(['eip155'])
    const connecting = connectWalletConnect(kit)
    await wallet.pair(await uriOf(kit))
    await connecting
    expect(kit.$connections.get().solana?.connectorType).toBe('AUTH')
    expect(kit.$connections.get().eip155?.connectorType).toBe('WALLET_CONNECT')

    await wallet.disconnect(getPairingClient(kit)!.$session.get()!.topic)
    await waitFor(() => kit.$status.get() === 'disconnected', 5_000, 'both to end')
    expect(embedded.calls.some((call) => call.method === 'disconnect')).toBe(true)
    expect(kit.$chains.get().solana?.account.address).toBeUndefined()
  })
})
