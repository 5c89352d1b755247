import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  http,
  parseEther,
  verifyMessage,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isUserRejection } from '../errors/ProviderRpcError.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import type { PairingClient, PairingEvent } from '../types/pairing.js'
import { createPairingClient } from './createPairingClient.js'
import { PAIRING_METHODS } from './methods.js'
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
import { createTestWallet, SOLANA_ADDRESS, type TestWallet } from './test/wallet.js'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let offline: ReturnType<typeof stayOffline>
let relay: TestRelay
let anvil: TestAnvil
let wallet: TestWallet
const clients: PairingClient[] = []
let clientCount = 0

beforeAll(async () => {
  offline = stayOffline()
  ;[relay, anvil] = await Promise.all([startRelay(), startAnvil()])
  wallet = await createTestWallet({
    relayUrl: relay.url,
    anvilUrl: anvil.url,
    name: 'main-wallet',
    eip155Chains: ['eip155:31337', 'eip155:1'],
    solanaChains: [SOLANA],
  })
})

afterAll(async () => {
  await Promise.all(clients.map((c) => c.destroy()))
  await wallet?.close()
  await Promise.all([relay?.close(), anvil?.stop()])
  offline.restore()
  // nothing in this file tried to leave the machine
  expect(offline.attempts).toEqual([])
})

function newClient(driver = createMemoryDriver()) {
  const client = createPairingClient({
    projectId: TEST_PROJECT_ID,
    relayUrl: relay.url,
    metadata: TEST_METADATA,
    networks: testNetworks(anvil.url),
    storage: testStorage(driver),
    log: silentLogger,
    name: `main-dapp-${++clientCount}`,
  })
  clients.push(client)
  return client
}

/** a client paired with the wallet, and the events it reported */
async function paired(driver = createMemoryDriver()) {
  const client = newClient(driver)
  const events: PairingEvent[] = []
  client.subscribe((event) => events.push(event))
  const session = await client.connect({
    namespaces: ['eip155', 'solana'],
    onUri: (uri) => void wallet.pair(uri),
  })
  return { client, session, events, driver }
}

describe('connect', () => {
  test('default: the URI comes first, then a session covering eip155 and solana', async () => {
    const client = newClient()
    const seen: string[] = []
    client.$buffering.listen((buffering) => seen.push(`buffering:${buffering}`))
    client.$wcUri.listen((uri) => seen.push(uri ? 'uri' : 'no uri'))
    const promise = client.connect({ namespaces: ['eip155', 'solana'] })
    await waitFor(() => client.$wcUri.get() !== undefined, 5_000, 'the URI')
    const uri = client.$wcUri.get()!
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(client.$wcPairingExpiry.get()).toBeGreaterThan(Date.now() + 230_000)
    expect(client.$session.get()).toBeUndefined()
    await wallet.pair(uri)
    const session = await promise

    expect(seen).toEqual(['buffering:true', 'uri', 'buffering:false', 'no uri'])
    expect(session.peer.name).toBe('Test Wallet')
    expect(session.namespaces.eip155).toMatchObject({
      accounts: [{ namespace: 'eip155', address: wallet.account.address, type: 'eoa' }],
      caipAddresses: [
        `eip155:31337:${wallet.account.address}`,
        `eip155:1:${wallet.account.address}`,
      ],
      chains: ['eip155:31337', 'eip155:1'],
      // the kit's first network leads
      activeNetworkId: 'eip155:31337',
    })
    expect(session.namespaces.solana).toMatchObject({
      accounts: [{ namespace: 'solana', address: SOLANA_ADDRESS, type: 'eoa' }],
      caipAddresses: [`${SOLANA}:${SOLANA_ADDRESS}`],
      chains: [SOLANA],
    })
    expect(client.$session.get()).toEqual(session)
    expect(client.$wcUri.get()).toBeUndefined()
    expect(client.$wcError.get()).toBe(false)
    // every method the wallet approved is one the spec lists
    for (const method of session.namespaces.eip155?.methods ?? [])
      expect(PAIRING_METHODS.eip155).toContain(method)
  })

  test('behavior: the session is written to the kit storage', async () => {
    const { session, driver } = await paired()
    const stored = JSON.parse(driver.getItem('walletport:pairing:session') ?? 'null')
    expect(stored).toEqual({
      topic: session.topic,
      expiry: session.expiry,
      active: { eip155: 'eip155:31337', solana: SOLANA },
    })
    // and so are WalletConnect's own records, keys and session included
    const keys: string[] = JSON.parse(driver.getItem('walletport:wc:keys') ?? '[]')
    expect(keys.some((key) => key.endsWith('//session'))).toBe(true)
    expect(keys.some((key) => key.endsWith('//keychain'))).toBe(true)
  })

  test('behavior: a session event fires once, with the session', async () => {
    const { session, events } = await paired()
    expect(events.filter((e) => e.type === 'session_set')).toEqual([
      { type: 'session_set', session },
    ])
    expect(events[0]?.type).toBe('uri')
  })

  test('behavior: a wallet that declines the proposal', async () => {
    const client = newClient()
    wallet.behavior.proposal = 'reject'
    try {
      const error = await client
        .connect({ namespaces: ['eip155'], onUri: (uri) => void wallet.pair(uri) })
        .catch((e: unknown) => e)
      expect(isUserRejection(error)).toBe(true)
      expect(error).toMatchObject({ name: 'ProviderRpcError', code: 4001 })
      expect(client.$wcError.get()).toBe(true)
      expect(client.$wcUri.get()).toBeUndefined()
      expect(client.$session.get()).toBeUndefined()
    } finally {
      wallet.behavior.proposal = 'approve'
    }
  })
})

describe('requests', () => {
  let client: PairingClient

  beforeAll(async () => {
    ;({ client } = await paired())
  })

  test('behavior: personal_sign is signed by the wallet account and verifies', async () => {
    const message = 'Sign in to Walletport'
    const signature = await client.request({
      method: 'personal_sign',
      params: [`0x${Buffer.from(message).toString('hex')}`, wallet.account.address],
      networkId: 'eip155:31337',
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(
      await verifyMessage({
        address: wallet.account.address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'personal_sign',
      chainId: 'eip155:31337',
    })
  })

  test('behavior: eth_sendTransaction is signed by the wallet and mined on anvil', async () => {
    const chain = defineChain({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.url] } },
    })
    const publicClient = createPublicClient({
      chain,
      transport: http(anvil.url),
      pollingInterval: 50,
    })
    const before = await publicClient.getBalance({ address: RECIPIENT })
    const hash = await client.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: wallet.account.address,
          to: RECIPIENT,
          value: `0x${parseEther('1.5').toString(16)}`,
        },
      ],
      networkId: 'eip155:31337',
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await publicClient.waitForTransactionReceipt({
      hash: hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.account.address.toLowerCase())
    expect(await publicClient.getBalance({ address: RECIPIENT })).toBe(before + parseEther('1.5'))
  })

  test('behavior: reads go to the network RPC (anvil), never to the wallet', async () => {
    const count = wallet.requests.length
    const balance = await client.request({
      method: 'eth_getBalance',
      params: [RECIPIENT, 'latest'],
      networkId: 'eip155:31337',
    })
    const direct = await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getBalance',
        params: [RECIPIENT, 'latest'],
      }),
    }).then((r) => r.json() as Promise<{ result: string }>)
    expect(balance).toBe(direct.result)
    expect(wallet.requests.length).toBe(count)
  })

  test('behavior: a wallet that rejects answers 4001', async () => {
    wallet.behavior.requests = 'reject'
    try {
      const error = await client
        .request({
          method: 'personal_sign',
          params: ['0x68690a', wallet.account.address],
          networkId: 'eip155:31337',
        })
        .catch((e: unknown) => e)
      expect(isUserRejection(error)).toBe(true)
      expect(error).toMatchObject({
        name: 'ProviderRpcError',
        code: 4001,
        shortMessage: 'User rejected the request.',
      })
    } finally {
      wallet.behavior.requests = 'approve'
    }
  })

  test('behavior: a namespace the session lacks', async () => {
    await expect(
      client.request({
        method: 'signMessage',
        networkId: 'bip122:000000000019d6689c085ae165831e93',
      }),
    ).rejects.toThrow("Namespace 'bip122' is not configured.")
  })

  test('behavior: the EIP-1193 provider drives a viem wallet client', async () => {
    const provider = client.getProvider('eip155')
    expect(client.getProvider('eip155')).toBe(provider)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([wallet.account.address])
    const viemWallet = createWalletClient({ transport: custom(provider) })
    const [account] = await viemWallet.requestAddresses()
    expect(account).toBe(wallet.account.address)
    const signature = await viemWallet.signMessage({ account: account!, message: 'via EIP-1193' })
    expect(
      await verifyMessage({ address: wallet.account.address, message: 'via EIP-1193', signature }),
    ).toBe(true)
    expect(await viemWallet.getChainId()).toBe(31337)
  })

  test('behavior: switching to another approved chain is local and reported', async () => {
    const provider = client.getProvider('eip155')
    const chains: unknown[] = []
    const onChain = (chainId: unknown) => chains.push(chainId)
    provider.on('chainChanged', onChain)
    const count = wallet.requests.length
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(client.$session.get()?.namespaces.eip155?.activeNetworkId).toBe('eip155:1')
    expect(chains).toEqual(['0x1'])
    expect(wallet.requests.length).toBe(count)
    await client.switchNetwork({ networkId: 'eip155:31337' })
    expect(chains).toEqual(['0x1', '0x7a69'])
    provider.removeListener('chainChanged', onChain)
    await expect(
      client.switchNetwork({ networkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }),
    ).rejects.toThrow('Chain is not supported')
  })
})

describe('session events', () => {
  test('behavior: accountsChanged and chainChanged from the wallet', async () => {
    const { client, session, events } = await paired()
    const provider = client.getProvider('eip155')
    const seen: unknown[] = []
    provider.on('accountsChanged', (accounts) => seen.push(accounts))
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    await wallet.emitEvent({
      topic: session.topic,
      chainId: 'eip155:31337',
      name: 'accountsChanged',
      data: [`eip155:31337:${other}`],
    })
    await waitFor(() => seen.length > 0, 5_000, 'accountsChanged')
    expect(seen).toEqual([[other]])
    expect(events.at(-1)).toMatchObject({
      type: 'accounts_changed',
      namespace: 'eip155',
      caipAddresses: [`eip155:31337:${other}`],
    })
    expect(client.$session.get()?.namespaces.eip155?.accounts[0]?.address).toBe(other)

    await wallet.emitEvent({
      topic: session.topic,
      chainId: 'eip155:1',
      name: 'chainChanged',
      data: 1,
    })
    await waitFor(() => events.at(-1)?.type === 'chain_changed', 5_000, 'chainChanged')
    expect(events.at(-1)).toEqual({
      type: 'chain_changed',
      namespace: 'eip155',
      networkId: 'eip155:1',
    })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  test('behavior: a session the wallet extends is stored with its new expiry', async () => {
    const { client, session, driver } = await paired()
    // expiries are in whole seconds: let one pass
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await wallet.extend(session.topic)
    await waitFor(() => (client.$session.get()?.expiry ?? 0) > session.expiry, 5_000, 'extend')
    const stored = JSON.parse(driver.getItem('walletport:pairing:session') ?? 'null')
    expect(stored.expiry).toBe(client.$session.get()?.expiry)
  })

  test('behavior: session_delete from the wallet clears the session and its storage', async () => {
    const { client, session, events, driver } = await paired()
    const disconnects: unknown[] = []
    client.getProvider('eip155').on('disconnect', (error) => disconnects.push(error))
    await wallet.disconnect(session.topic)
    await waitFor(() => client.$session.get() === undefined, 5_000, 'the session to end')
    expect(events.at(-1)).toEqual({ type: 'session_deleted', topic: session.topic, by: 'wallet' })
    expect(disconnects).toMatchObject([{ code: 4900 }])
    expect(driver.getItem('walletport:pairing:session')).toBeNull()
    // WalletConnect's own session record and the provider's namespaces are gone too
    const keys: string[] = JSON.parse(driver.getItem('walletport:wc:keys') ?? '[]')
    const sessionKey = keys.find((key) => key.endsWith('//session'))
    expect(JSON.parse(driver.getItem(`walletport:wc/${sessionKey}`) ?? '[]')).toEqual([])
    expect(keys.filter((key) => key.startsWith('wc@2:universal_provider:'))).toEqual([])
    await expect(
      client.request({ method: 'personal_sign', networkId: 'eip155:31337' }),
    ).rejects.toThrow('Please call connect() before request()')
  })

  test('behavior: disconnect ends the session on both sides', async () => {
    const { client, session, events, driver } = await paired()
    expect(wallet.sessionTopics()).toContain(session.topic)
    await client.disconnect()
    expect(client.$session.get()).toBeUndefined()
    expect(events.at(-1)).toEqual({ type: 'session_deleted', topic: session.topic, by: 'dapp' })
    expect(driver.getItem('walletport:pairing:session')).toBeNull()
    await waitFor(() => !wallet.sessionTopics().includes(session.topic), 5_000, 'the wallet')
    // a second disconnect has nothing to do
    await expect(client.disconnect()).resolves.toBeUndefined()
  })
})
