// @vitest-environment happy-dom
import {
  connect,
  createKit,
  createMemoryDriver,
  destroyKit,
  type Kit,
  signMessage,
} from '@walletport/core'
import {
  createTestWallet,
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
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { evmAdapter, WALLET_CONNECT_ID } from '../evmAdapter.js'

// an EVM-only kit in a page (happy-dom's window), paired over a local relay with the real
// wallet side: the pairing connector must be there whether the page has a wallet or not
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
    name: 'evm-window-wallet',
    eip155Chains: ['eip155:31337', 'eip155:1'],
  })
})

afterAll(async () => {
  for (const kit of kits) destroyKit(kit)
  await wallet?.close()
  await Promise.all([relay?.close(), anvil?.stop()])
  offline.restore()
  expect(offline.attempts).toEqual([])
})

function newKit(name: string, page: Window = window) {
  const kit = createKit({
    // EVM only: the solana network of the fixture is left out
    networks: testNetworks(anvil.url).filter((n) => n.chainNamespace === 'eip155'),
    adapters: [evmAdapter({ pollingInterval: 50, window: page as never })],
    projectId: TEST_PROJECT_ID,
    metadata: TEST_METADATA,
    storage: createMemoryDriver(),
    isMobile: false,
    logLevel: 'silent',
    walletConnect: walletConnect({ relayUrl: relay.url, name }),
  })
  kits.push(kit)
  return kit
}

function pairingConnectors(kit: Kit) {
  return kit.$connectors.get().filter((c) => c.type === 'WALLET_CONNECT')
}

/** what the ConnectingWalletConnect view does, with the wallet scanning the URI */
async function pairAndSign(kit: Kit) {
  const connecting = connect(kit, { connectorId: WALLET_CONNECT_ID, namespace: 'eip155' })
  await waitFor(() => Boolean(kit.$connections.get().eip155?.wcUri), 5_000, 'the URI')
  await wallet.pair(kit.$connections.get().eip155!.wcUri!)
  const connected = await connecting
  expect(connected.accounts[0]?.address).toBe(wallet.account.address)
  const message = 'paired from a page'
  const signature = await signMessage(kit, { message })
  expect(
    await verifyMessage({
      address: wallet.account.address,
      message,
      signature: signature as `0x${string}`,
    }),
  ).toBe(true)
}

describe('an EVM-only kit in a page', () => {
  test('behavior: a window with no wallet lists the pairing connector, and it pairs', async () => {
    expect('ethereum' in window).toBe(false)
    const kit = newKit('evm-window-empty')
    expect(pairingConnectors(kit)).toEqual([
      { id: WALLET_CONNECT_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    ])
    await kit.ready
    await pairAndSign(kit)
  })

  test('behavior: a wallet announced late joins the list; the pairing connector stays first', async () => {
    const page = new EventTarget() as unknown as Window
    const kit = newKit('evm-window-late', page)
    expect(kit.$connectors.get().map((c) => c.id)).toEqual([WALLET_CONNECT_ID])
    const provider = { request: async () => [] }
    page.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: {
          info: { uuid: '1', name: 'Late Wallet', icon: '', rdns: 'com.example.late' },
          provider,
        },
      }),
    )
    expect(kit.$connectors.get().map((c) => c.id)).toEqual([WALLET_CONNECT_ID, 'com.example.late'])
    await pairAndSign(kit)
  })
})
