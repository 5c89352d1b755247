import {
  connect,
  createKit,
  createMemoryDriver,
  destroyKit,
  getErrorCode,
  getPairingClient,
  type Kit,
  signMessage,
} from '@walletport/core'
import {
  createTestWallet,
  startRelay,
  stayOffline,
  TEST_METADATA,
  TEST_PROJECT_ID,
  type TestRelay,
  type TestWallet,
  waitFor,
} from '@walletport/core/test'
import { walletConnect } from '@walletport/core/walletconnect'
import { networks, Psbt } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type BitcoinAdapter, bitcoinAdapter } from '../adapter/bitcoinAdapter.js'
import { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
import { type EsploraServer, startEsploraServer } from '../test/esploraServer.js'
import {
  addressOf,
  createTestWallet as createBitcoinWallet,
  verifyBip137,
} from '../test/testWallet.js'
import type { BitcoinWalletAccount } from '../wallet/features.js'
import { WALLET_CONNECT_ID } from './ConnectorSource.js'

// the bip122 namespace of a WalletConnect session, through the kit: the real wallet side
// (@reown/walletkit) over a local relay, answering bip122's methods with a bitcoinjs-lib
// wallet holding real keys; balances and broadcasts go to a local Esplora server (regtest)
const CHAIN = 'bitcoin:regtest'
const keys = createBitcoinWallet({ seed: 'walletconnect bip122' })
const [payment, ordinal] = keys.accountsFor(CHAIN) as [BitcoinWalletAccount, BitcoinWalletAccount]

function own(address: unknown): BitcoinWalletAccount {
  const account = [payment, ordinal].find((a) => a.address === address)
  if (!account) throw new Error(`not this wallet's address: ${String(address)}`)
  return account
}

function param(params: unknown, key: string): unknown {
  return params && typeof params === 'object' ? Reflect.get(params, key) : undefined
}

let offline: ReturnType<typeof stayOffline>
let relay: TestRelay
let server: EsploraServer
let wallet: TestWallet
const kits: Kit[] = []

beforeAll(async () => {
  offline = stayOffline()
  ;[relay, server] = await Promise.all([
    startRelay(),
    startEsploraServer({ feeEstimates: { '3': 10 } }),
  ])
  wallet = await createTestWallet({
    relayUrl: relay.url,
    anvilUrl: 'http://127.0.0.1:9',
    name: 'bitcoin-kit-wallet',
    bip122: { chains: [bitcoinRegtest.caipNetworkId], address: payment.address },
    handlers: {
      getAccountAddresses: () =>
        [payment, ordinal].map((a) => ({
          address: a.address,
          publicKey: Buffer.from(a.publicKey).toString('hex'),
          intention: a.purpose,
        })),
      async signMessage(params) {
        const feature = keys.wallet.features['bitcoin:signMessage']!
        const [output] = await feature.signMessage({
          account: own(param(params, 'account')),
          message: new TextEncoder().encode(String(param(params, 'message'))),
        })
        return { address: param(params, 'account'), signature: output!.signature }
      },
      async signPsbt(params) {
        const inputs = param(params, 'signInputs') as { index: number }[]
        const [output] = await keys.wallet.features['bitcoin:signPsbt'].signPsbt({
          account: own(param(params, 'account')),
          chain: CHAIN,
          psbt: Buffer.from(String(param(params, 'psbt')), 'base64'),
          inputsToSign: inputs.map(({ index }) => ({ index })),
        })
        return { psbt: Buffer.from(output!.signedPsbt).toString('base64') }
      },
    },
  })
})

afterAll(async () => {
  for (const kit of kits) destroyKit(kit)
  await wallet?.close()
  await Promise.all([relay?.close(), server?.close()])
  offline.restore()
  expect(offline.attempts).toEqual([])
})

async function paired(name: string) {
  const adapter = bitcoinAdapter({ esploraUrl: server.url, retry: { count: 0, delay: 1 } })
  const kit = createKit({
    networks: [bitcoinRegtest],
    adapters: [adapter],
    projectId: TEST_PROJECT_ID,
    metadata: TEST_METADATA,
    storage: createMemoryDriver(),
    isMobile: false,
    logLevel: 'silent',
    walletConnect: walletConnect({ relayUrl: relay.url, name }),
  })
  kits.push(kit)
  await kit.ready
  const connecting = connect(kit, { connectorId: WALLET_CONNECT_ID })
  await waitFor(() => Boolean(kit.$connections.get().bip122?.wcUri), 5_000, 'the URI')
  await wallet.pair(kit.$connections.get().bip122!.wcUri!)
  await connecting
  return { kit, adapter: adapter as BitcoinAdapter }
}

describe('bip122 over WalletConnect', () => {
  let kit: Kit
  let adapter: BitcoinAdapter

  beforeAll(async () => {
    ;({ kit, adapter } = await paired('bitcoin-kit'))
  })

  test('default: the accounts come from getAccountAddresses, with their public keys', () => {
    expect(kit.$connectors.get()).toContainEqual(
      expect.objectContaining({ id: WALLET_CONNECT_ID, type: 'WALLET_CONNECT', chain: 'bip122' }),
    )
    const account = kit.$chains.get().bip122?.account
    expect(account).toMatchObject({
      status: 'connected',
      address: payment.address,
      caipAddress: `${bitcoinRegtest.caipNetworkId}:${payment.address}`,
      connectedWalletInfo: { name: 'Test Wallet' },
    })
    expect(account?.allAccounts).toEqual([
      {
        namespace: 'bip122',
        address: payment.address,
        type: 'payment',
        publicKey: Buffer.from(payment.publicKey).toString('hex'),
      },
      {
        namespace: 'bip122',
        address: ordinal.address,
        type: 'ordinal',
        publicKey: Buffer.from(ordinal.publicKey).toString('hex'),
      },
    ])
    expect(wallet.requests.find((r) => r.method === 'getAccountAddresses')?.params).toEqual({
      account: payment.address,
      intentions: ['payment', 'ordinal'],
    })
  })

  test('behavior: signMessage through the kit is a BIP-137 signature of the payment key', async () => {
    const signature = await signMessage(kit, { message: 'Sign in to Walletport' })
    expect(
      verifyBip137({
        message: 'Sign in to Walletport',
        signature,
        address: payment.address,
        type: 'p2wpkh',
        network: networks.regtest,
      }),
    ).toBe(true)
  })

  test('behavior: a send is signed as a PSBT over the session and broadcast by the adapter', async () => {
    server.fund(payment.address, 100_000n)
    const recipient = addressOf(
      createBitcoinWallet({ seed: 'recipient' }).paymentKey,
      'p2wpkh',
      networks.regtest,
    ).address
    const txid = await adapter.capabilities.sendToken!({
      network: bitcoinRegtest,
      from: payment.address,
      to: recipient,
      amount: '0.0004',
    })
    expect(server.broadcasts).toContain(txid)
    expect(server.unspent(recipient).map((coin) => coin.value)).toEqual([40_000n])
    const request = wallet.requests.find((r) => r.method === 'signPsbt')!
    expect(request.params).toMatchObject({
      account: payment.address,
      signInputs: [{ address: payment.address, index: 0 }],
      // the adapter checks what comes back and broadcasts itself
      broadcast: false,
    })
    const sent = Psbt.fromBase64(String(param(request.params, 'psbt')), {
      network: networks.regtest,
    })
    expect(sent.txOutputs[0]).toMatchObject({ address: recipient, value: 40_000n })
  })

  test('behavior: a wallet that rejects answers 4001', async () => {
    wallet.behavior.requests = 'reject'
    try {
      const error = await signMessage(kit, { message: 'no' }).catch((e: unknown) => e)
      expect(getErrorCode(error)).toBe(4001)
    } finally {
      wallet.behavior.requests = 'approve'
    }
  })

  test('behavior: session_delete from the wallet ends the adapter’s session too', async () => {
    await wallet.disconnect(getPairingClient(kit)!.$session.get()!.topic)
    await waitFor(() => kit.$status.get() === 'disconnected', 5_000, 'the reset')
    expect(kit.$chains.get().bip122?.account.address).toBeUndefined()
    await expect(
      adapter.signMessage({ address: payment.address, message: 'gone' }),
    ).rejects.toThrow('Please call connect() before request()')
  })
})
