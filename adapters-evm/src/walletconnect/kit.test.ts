import {
  close,
  connect,
  createKit,
  createMemoryDriver,
  destroyKit,
  disconnect,
  getErrorCode,
  getPairingClient,
  type Kit,
  open,
  type StorageDriver,
  selectWallet,
  sendTransaction,
  signMessage,
  switchNetwork,
} from '@walletport/core'
import {
  createTestWallet,
  SOLANA_ADDRESS,
  startAnvil,
  startRelay,
  stayOffline,
  TEST_METADATA,
  TEST_PROJECT_ID,
  type TestAnvil,
  type TestRelay,
  type TestWallet,
  testNetworks,
  waitFor,
} from '@walletport/core/test'
import { walletConnect } from '@walletport/core/walletconnect'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type EvmAdapter, evmAdapter, WALLET_CONNECT_ID } from '../evmAdapter.js'

// a kit with the EVM adapter, paired over a local relay with the real wallet side
// (@reown/walletkit), which signs with a viem account and sends to anvil; the session's
// solana namespace has no adapter here, so core serves it from the session alone
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TEST_WALLET = { id: 'test-wallet', name: 'Test Wallet' }

let offline: ReturnType<typeof stayOffline>
let relay: TestRelay
let anvil: TestAnvil
let wallet: TestWallet
const kits: Kit[] = []

beforeAll(async () => {
  offline = stayOffline()
  ;[relay, anvil] = await Promise.all([startRelay(), startAnvil()])
  wallet = await createTestWallet({
    relayUrl: relay.url,
    anvilUrl: anvil.url,
    name: 'evm-kit-wallet',
    eip155Chains: ['eip155:31337', 'eip155:1'],
    solanaChains: [SOLANA],
  })
})

afterAll(async () => {
  for (const kit of kits) destroyKit(kit)
  await wallet?.close()
  await Promise.all([relay?.close(), anvil?.stop()])
  vi.unstubAllEnvs()
  offline.restore()
  // nothing in this file tried to leave the machine
  expect(offline.attempts).toEqual([])
})

function newKit(name: string, driver: StorageDriver = createMemoryDriver(), pairing = true) {
  const adapter = evmAdapter({ pollingInterval: 50 })
  const kit = createKit({
    networks: testNetworks(anvil.url),
    adapters: [adapter],
    projectId: TEST_PROJECT_ID,
    metadata: TEST_METADATA,
    storage: driver,
    isMobile: false,
    logLevel: 'silent',
    ...(pairing && { walletConnect: walletConnect({ relayUrl: relay.url, name }) }),
  })
  kits.push(kit)
  return { kit, adapter, driver }
}

async function uriOf(kit: Kit) {
  await waitFor(() => Boolean(kit.$connections.get().eip155?.wcUri), 5_000, 'the URI')
  return kit.$connections.get().eip155!.wcUri!
}

/** what the ConnectingWalletConnect view does: connect the pairing connector, show the URI */
async function paired(name: string, driver?: StorageDriver) {
  const setup = newKit(name, driver)
  await setup.kit.ready
  const connecting = connect(setup.kit, { connectorId: WALLET_CONNECT_ID, namespace: 'eip155' })
  await wallet.pair(await uriOf(setup.kit))
  await connecting
  return setup
}

function topicOf(kit: Kit) {
  return getPairingClient(kit)!.$session.get()!.topic
}

async function signed(kit: Kit, message: string) {
  const signature = await signMessage(kit, { message })
  return verifyMessage({
    address: wallet.account.address,
    message,
    signature: signature as `0x${string}`,
  })
}

describe('pairing through the kit', () => {
  test('default: one pairing connects eip155 through the adapter and solana from the session', async () => {
    const { kit } = newKit('evm-default')
    expect(kit.$connectors.get()).toContainEqual({
      id: WALLET_CONNECT_ID,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    })
    await open(kit)
    // a wallet with no installed connector: the pairing starts so the link has its URI
    expect(selectWallet(kit, { wallet: TEST_WALLET }).view).toBe('ConnectingWalletConnect')
    const uri = await uriOf(kit)
    // the view's connect joins that pairing: the same URI, one QR code for every namespace
    const connecting = connect(kit, { connectorId: WALLET_CONNECT_ID, namespace: 'eip155' })
    expect(kit.$connections.get().eip155?.wcUri).toBe(uri)
    expect(kit.$connections.get().solana?.wcUri).toBe(uri)
    await wallet.pair(uri)
    const connected = await connecting

    expect(connected).toMatchObject({
      namespace: 'eip155',
      connectorId: WALLET_CONNECT_ID,
      networkId: 'eip155:31337',
      accounts: [{ namespace: 'eip155', address: wallet.account.address, type: 'eoa' }],
    })
    const chains = kit.$chains.get()
    expect(chains.eip155?.account).toMatchObject({
      status: 'connected',
      address: wallet.account.address,
      caipAddress: `eip155:31337:${wallet.account.address}`,
      connectedWalletInfo: { name: 'Test Wallet' },
    })
    expect(chains.eip155?.approvedNetworkIds).toEqual(['eip155:31337', 'eip155:1'])
    expect(chains.solana?.account).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
    expect(chains.solana?.approvedNetworkIds).toEqual([SOLANA])
    for (const namespace of ['eip155', 'solana'] as const)
      expect(kit.$connections.get()[namespace]).toMatchObject({
        status: 'connected',
        connectorId: WALLET_CONNECT_ID,
        connectorType: 'WALLET_CONNECT',
        wcError: false,
      })
    expect(kit.$activeNamespace.get()).toBe('eip155')
    expect(kit.$recentWallets.get()[0]).toMatchObject({ name: 'WalletConnect' })
  })

  test('behavior: a wallet that declines the pairing: disconnected, with wcError', async () => {
    const { kit } = newKit('evm-declined')
    wallet.behavior.proposal = 'reject'
    try {
      const connecting = connect(kit, { connectorId: WALLET_CONNECT_ID }).catch((e: unknown) => e)
      await wallet.pair(await uriOf(kit))
      expect(getErrorCode(await connecting)).toBe(4001)
    } finally {
      wallet.behavior.proposal = 'approve'
    }
    for (const namespace of ['eip155', 'solana'] as const)
      expect(kit.$connections.get()[namespace]).toMatchObject({
        status: 'disconnected',
        wcError: true,
      })
  })

  test('behavior: closing the modal gives the pairing up', async () => {
    const { kit } = newKit('evm-close')
    await open(kit)
    const connecting = connect(kit, { connectorId: WALLET_CONNECT_ID }).catch((e: unknown) => e)
    await uriOf(kit)
    close(kit)
    expect(getErrorCode(await connecting)).toBe(4001)
    expect(kit.$connections.get().eip155).toMatchObject({ status: 'disconnected', wcError: false })
  })
})

describe('a paired kit', () => {
  let kit: Kit
  let adapter: EvmAdapter

  beforeAll(async () => {
    ;({ kit, adapter } = await paired('evm-requests'))
  })

  test('behavior: signMessage is personal_sign by the wallet, verified with viem', async () => {
    expect(await signed(kit, 'Sign in to Walletport')).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'personal_sign',
      chainId: 'eip155:31337',
    })
  })

  test('behavior: sendTransaction is signed by the wallet and mined on anvil', async () => {
    const client = createPublicClient({ transport: http(anvil.url), pollingInterval: 50 })
    const before = await client.getBalance({ address: RECIPIENT })
    const hash = await sendTransaction(kit, { to: RECIPIENT, value: parseEther('0.25') })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client.waitForTransactionReceipt({
      hash: hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.account.address.toLowerCase())
    expect(await client.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.25'))
    expect(wallet.requests.at(-1)?.method).toBe('eth_sendTransaction')
  })

  test('behavior: reads go to the network’s RPC, never to the wallet', async () => {
    const count = wallet.requests.length
    const balance = await adapter.getBalance({
      address: wallet.account.address,
      network: kit.$activeNetwork.get(),
    })
    expect(balance.value).toBeGreaterThan(0n)
    expect(wallet.requests.length).toBe(count)
  })

  test('behavior: a wallet that rejects answers 4001, and the kit stays connected', async () => {
    wallet.behavior.requests = 'reject'
    try {
      const error = await signMessage(kit, { message: 'no' }).catch((e: unknown) => e)
      expect(getErrorCode(error)).toBe(4001)
    } finally {
      wallet.behavior.requests = 'approve'
    }
    expect(kit.$status.get()).toBe('connected')
  })

  test('behavior: switching networks goes through the session', async () => {
    const count = wallet.requests.length
    await switchNetwork(kit, { networkId: 'eip155:1' })
    expect(kit.$activeNetwork.get().caipNetworkId).toBe('eip155:1')
    expect(kit.$connections.get().eip155?.networkId).toBe('eip155:1')
    expect(getPairingClient(kit)!.$session.get()?.namespaces.eip155?.activeNetworkId).toBe(
      'eip155:1',
    )
    // approved in the session: nothing to ask the wallet
    expect(wallet.requests.length).toBe(count)
    await switchNetwork(kit, { networkId: 'eip155:31337' })
    expect(kit.$chains.get().eip155?.account.caipAddress).toBe(
      `eip155:31337:${wallet.account.address}`,
    )
  })

  test('behavior: the relay goes away and comes back mid-session; a request then succeeds', async () => {
    await relay.stop()
    await new Promise((resolve) => setTimeout(resolve, 300))
    const signing = signed(kit, 'across an outage')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(relay.connectionCount()).toBe(0)
    await relay.start()
    expect(await signing).toBe(true)
    expect(kit.$status.get()).toBe('connected')
  })
})

describe('the end of a session', () => {
  test('behavior: session_delete from the wallet clears the kit, the adapter and the storage', async () => {
    const { kit, adapter, driver } = await paired('evm-deleted')
    await wallet.disconnect(topicOf(kit))
    await waitFor(() => kit.$status.get() === 'disconnected', 5_000, 'the reset')
    for (const namespace of ['eip155', 'solana'] as const)
      expect(kit.$chains.get()[namespace]?.account.address).toBeUndefined()
    expect(driver.getItem('walletport:connectedNamespaces')).toBeNull()
    expect(driver.getItem('walletport:connectorIds')).toBe('{}')
    expect(driver.getItem('walletport:pairing:session')).toBeNull()
    await expect(adapter.capabilities.request({ method: 'eth_accounts' })).rejects.toThrow(
      'Please call connect() before request()',
    )
  })

  test('behavior: disconnect ends the session for every namespace and tells the wallet', async () => {
    const { kit, driver } = await paired('evm-disconnect')
    const topic = topicOf(kit)
    await disconnect(kit, { namespace: 'eip155' })
    // the pairing connects namespaces together and disconnects them together
    expect(kit.$connections.get().solana?.status).toBe('disconnected')
    expect(kit.$status.get()).toBe('disconnected')
    expect(driver.getItem('walletport:pairing:session')).toBeNull()
    await waitFor(() => !wallet.sessionTopics().includes(topic), 5_000, 'the wallet to hear')
  })

  test('behavior: a reload over the same storage comes back connected, and can sign', async () => {
    const driver = createMemoryDriver()
    const { kit: before } = await paired('evm-reload', driver)
    const topic = topicOf(before)
    // a reload starts a fresh JavaScript realm, where WalletConnect has no Core cached yet
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    const { kit } = newKit('evm-reload', driver)
    expect(kit.$connections.get().eip155?.status).toBe('connecting')
    await kit.ready
    expect(kit.$connections.get().eip155).toMatchObject({
      status: 'connected',
      connectorId: WALLET_CONNECT_ID,
      connectorType: 'WALLET_CONNECT',
    })
    expect(kit.$chains.get().eip155?.account.address).toBe(wallet.account.address)
    expect(kit.$chains.get().solana?.account.address).toBe(SOLANA_ADDRESS)
    expect(getPairingClient(kit)!.$session.get()?.topic).toBe(topic)
    expect(await signed(kit, 'after a reload')).toBe(true)
  })
})

describe('without the walletConnect option', () => {
  test('behavior: no pairing connector, and the pairing id connects nothing', async () => {
    const { kit } = newKit('evm-off', createMemoryDriver(), false)
    await kit.ready
    expect(getPairingClient(kit)).toBeUndefined()
    expect(kit.$connectors.get().some((c) => c.type === 'WALLET_CONNECT')).toBe(false)
    await expect(connect(kit, { connectorId: WALLET_CONNECT_ID })).rejects.toThrow(
      'Connector not found',
    )
  })
})
