import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import {
  connect,
  createKit,
  createMemoryDriver,
  destroyKit,
  disconnect,
  getErrorCode,
  getPairingClient,
  type Kit,
  type StorageDriver,
  signMessage,
} from '@walletport/core'
import {
  createTestWallet,
  SOLANA_ADDRESS,
  startRelay,
  stayOffline,
  TEST_METADATA,
  TEST_PROJECT_ID,
  type TestRelay,
  type TestWallet,
  testNetworks,
  waitFor,
} from '@walletport/core/test'
import { walletConnect } from '@walletport/core/walletconnect'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { solanaAdapter } from '../solanaAdapter.js'
import { getWalletFeature } from '../wallet/getWalletFeature.js'
import { WALLET_CONNECT_ID } from './walletConnectConnector.js'

// a kit with the Solana adapter, paired over a local relay with the real wallet side
// (@reown/walletkit) holding an ed25519 key; eip155 has no adapter here and is served by
// core from the session alone. Nothing is sent: the networks' RPC is never read.
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
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
    name: 'solana-kit-wallet',
    solanaChains: [SOLANA],
  })
})

afterAll(async () => {
  for (const kit of kits) destroyKit(kit)
  await wallet?.close()
  await relay?.close()
  vi.unstubAllEnvs()
  offline.restore()
  expect(offline.attempts).toEqual([])
})

function newKit(name: string, driver: StorageDriver = createMemoryDriver()) {
  const kit = createKit({
    networks: testNetworks(NO_NODE),
    adapters: [solanaAdapter()],
    projectId: TEST_PROJECT_ID,
    metadata: TEST_METADATA,
    storage: driver,
    isMobile: false,
    logLevel: 'silent',
    walletConnect: walletConnect({ relayUrl: relay.url, name }),
  })
  kits.push(kit)
  return { kit, driver }
}

async function paired(name: string, driver?: StorageDriver) {
  const setup = newKit(name, driver)
  await setup.kit.ready
  const connecting = connect(setup.kit, { connectorId: WALLET_CONNECT_ID, namespace: 'solana' })
  await waitFor(() => Boolean(setup.kit.$connections.get().solana?.wcUri), 5_000, 'the URI')
  await wallet.pair(setup.kit.$connections.get().solana!.wcUri!)
  await connecting
  return setup
}

function verified(message: string, signature: string) {
  return ed25519.verify(
    bs58.decode(signature),
    new TextEncoder().encode(message),
    bs58.decode(SOLANA_ADDRESS),
  )
}

describe('pairing through the kit', () => {
  let kit: Kit

  beforeAll(async () => {
    ;({ kit } = await paired('solana-requests'))
  })

  test('default: one pairing connects solana through the adapter and eip155 from the session', () => {
    expect(kit.$connectors.get()).toContainEqual(
      expect.objectContaining({ id: WALLET_CONNECT_ID, type: 'WALLET_CONNECT', chain: 'solana' }),
    )
    expect(kit.$chains.get().solana?.account).toMatchObject({
      status: 'connected',
      address: SOLANA_ADDRESS,
      caipAddress: `${SOLANA}:${SOLANA_ADDRESS}`,
      allAccounts: [{ namespace: 'solana', address: SOLANA_ADDRESS, type: 'eoa' }],
      connectedWalletInfo: { name: 'Test Wallet' },
    })
    expect(kit.$connections.get().solana).toMatchObject({
      connectorId: WALLET_CONNECT_ID,
      connectorType: 'WALLET_CONNECT',
    })
    expect(kit.$chains.get().eip155?.account).toMatchObject({
      status: 'connected',
      address: wallet.account.address,
    })
    expect(kit.$activeNamespace.get()).toBe('solana')
  })

  test('behavior: signMessage is solana_signMessage, an ed25519 signature of the wallet key', async () => {
    const signature = await signMessage(kit, {
      message: 'Sign in to Walletport',
      namespace: 'solana',
    })
    expect(verified('Sign in to Walletport', signature)).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'solana_signMessage', chainId: SOLANA })
  })

  test('behavior: the session signs a transaction in the account’s slot', async () => {
    const provider = kit.$connections.get().solana?.provider as Wallet
    const feature = getWalletFeature(provider, 'solana:signTransaction')!
    const payer = new PublicKey(SOLANA_ADDRESS)
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: bs58.encode(new Uint8Array(32).fill(3)),
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1_000,
        }),
      ],
    }).compileToV0Message()
    const unsigned = new VersionedTransaction(message)
    const [account] = provider.accounts
    const [output] = await feature.signTransaction({
      account: account!,
      transaction: unsigned.serialize(),
      chain: 'solana:mainnet',
    })
    const signed = VersionedTransaction.deserialize(output!.signedTransaction)
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), payer.toBytes())).toBe(
      true,
    )
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'solana_signTransaction' })
  })

  test('behavior: only what the wallet approved is offered', () => {
    const provider = kit.$connections.get().solana?.provider as Wallet
    // the test wallet approves signMessage and signTransaction, not signAndSendTransaction
    expect(Object.keys(provider.features).sort()).toEqual([
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(provider.chains).toEqual(['solana:mainnet'])
  })

  test('behavior: a wallet that rejects answers 4001', async () => {
    wallet.behavior.requests = 'reject'
    try {
      const error = await signMessage(kit, { message: 'no', namespace: 'solana' }).catch(
        (e: unknown) => e,
      )
      expect(getErrorCode(error)).toBe(4001)
    } finally {
      wallet.behavior.requests = 'approve'
    }
    expect(kit.$connections.get().solana?.status).toBe('connected')
  })
})

describe('the end of a session', () => {
  test('behavior: session_delete from the wallet clears both namespaces and the adapter', async () => {
    const { kit, driver } = await paired('solana-deleted')
    const topic = getPairingClient(kit)!.$session.get()!.topic
    await wallet.disconnect(topic)
    await waitFor(() => kit.$status.get() === 'disconnected', 5_000, 'the reset')
    expect(kit.$chains.get().solana?.account.address).toBeUndefined()
    expect(driver.getItem('walletport:connectedNamespaces')).toBeNull()
    await expect(signMessage(kit, { message: 'gone', namespace: 'solana' })).rejects.toThrow()
  })

  test('behavior: disconnect tells the wallet', async () => {
    const { kit } = await paired('solana-disconnect')
    const topic = getPairingClient(kit)!.$session.get()!.topic
    await disconnect(kit)
    expect(kit.$status.get()).toBe('disconnected')
    await waitFor(() => !wallet.sessionTopics().includes(topic), 5_000, 'the wallet to hear')
  })

  test('behavior: a reload comes back connected through the adapter', async () => {
    const driver = createMemoryDriver()
    await paired('solana-reload', driver)
    vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
    const { kit } = newKit('solana-reload', driver)
    expect(kit.$connections.get().solana?.status).toBe('connecting')
    await kit.ready
    expect(kit.$connections.get().solana).toMatchObject({
      status: 'connected',
      connectorId: WALLET_CONNECT_ID,
    })
    const signature = await signMessage(kit, { message: 'after a reload', namespace: 'solana' })
    expect(verified('after a reload', signature)).toBe(true)
  })
})
