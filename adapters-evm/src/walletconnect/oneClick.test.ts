import {
  connect,
  createKit,
  createLocalSiwx,
  createMemoryDriver,
  destroyKit,
  getSignInState,
  type Kit,
  signIn,
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
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { evmAdapter, WALLET_CONNECT_ID } from '../evmAdapter.js'

// one-click sign-in over WalletConnect (SPEC section 5): a kit with sign-in on and only
// eip155 networks asks the real wallet side (@reown/walletkit) to authenticate while pairing;
// the CACAO it signs is checked by the EVM adapter's sign-in verification

let offline: ReturnType<typeof stayOffline>
let relay: TestRelay
let anvil: TestAnvil
// one wallet that signs in while pairing (its answer set per test), one that cannot
let oneClick: TestWallet
let twoStep: TestWallet
const kits: Kit[] = []

beforeAll(async () => {
  offline = stayOffline()
  ;[relay, anvil] = await Promise.all([startRelay(), startAnvil()])
  const common = { relayUrl: relay.url, anvilUrl: anvil.url, eip155Chains: ['eip155:31337'] }
  ;[oneClick, twoStep] = await Promise.all([
    createTestWallet({ ...common, name: 'one-click-wallet' }),
    createTestWallet({
      ...common,
      name: 'two-step-wallet',
      behavior: { authenticate: 'unsupported' },
    }),
  ])
})

afterAll(async () => {
  for (const kit of kits) destroyKit(kit)
  await Promise.all([oneClick?.close(), twoStep?.close()])
  await Promise.all([relay?.close(), anvil?.stop()])
  vi.unstubAllEnvs()
  offline.restore()
  // nothing in this file tried to leave the machine
  expect(offline.attempts).toEqual([])
})

function newKit(name: string, { oneClickSignIn }: { oneClickSignIn?: boolean } = {}) {
  const sessions = createMemoryDriver()
  const kit = createKit({
    networks: testNetworks(anvil.url).filter((n) => n.chainNamespace === 'eip155'),
    adapters: [evmAdapter({ pollingInterval: 50 })],
    projectId: TEST_PROJECT_ID,
    metadata: TEST_METADATA,
    storage: createMemoryDriver(),
    isMobile: false,
    logLevel: 'silent',
    siwx: createLocalSiwx({ storage: sessions }),
    // one-click sign-in is the default: only a test that turns it off names it
    walletConnect: walletConnect({
      relayUrl: relay.url,
      name,
      ...(oneClickSignIn !== undefined && { oneClickSignIn }),
    }),
  })
  kits.push(kit)
  const views: string[] = []
  kit.$view.subscribe((view) => views.push(view))
  return { kit, views }
}

/** what the ConnectingWalletConnect view does, with the wallet scanning the URI */
async function pairWith(kit: Kit, wallet: TestWallet) {
  await kit.ready
  const connecting = connect(kit, { connectorId: WALLET_CONNECT_ID, namespace: 'eip155' })
  // a URI that never shows fails the test below, not as an unhandled rejection at teardown
  connecting.catch(() => {})
  // the first pairing of the file loads WalletConnect's code cold, on a busy machine
  await waitFor(() => Boolean(kit.$connections.get().eip155?.wcUri), 20_000, 'the URI')
  await wallet.pair(kit.$connections.get().eip155!.wcUri!)
  return connecting
}

const storedSessions = (kit: Kit, address: string) =>
  kit.options.siwx!.getSessions({ networkId: 'eip155:31337', address })

describe('one-click sign-in', () => {
  test('default: one approval gives a connected session and a verified sign-in', async () => {
    oneClick.behavior.authenticate = 'approve'
    const { kit, views } = newKit('one-click-default')
    const before = oneClick.requests.length
    const connected = await pairWith(kit, oneClick)
    expect(connected).toMatchObject({ namespace: 'eip155', networkId: 'eip155:31337' })
    await waitFor(() => getSignInState(kit).status === 'signed', 5_000, 'signed')
    const session = getSignInState(kit).session
    expect(session?.data).toMatchObject({
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1',
      networkId: 'eip155:31337',
      accountAddress: oneClick.account.address,
    })
    // the message the wallet signed, with the recap it was asked for in its statement
    expect(session?.message).toContain(
      "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request':",
    )
    expect(session?.data.resources?.at(-1)).toMatch(/^urn:recap:/)
    expect(await storedSessions(kit, oneClick.account.address)).toEqual([session])
    // no second request to the wallet, and the sign view never opened
    expect(oneClick.requests.slice(before)).toEqual([])
    expect(views).not.toContain('SIWXSignMessage')
  })

  test('behavior: a wallet without one-click sign-in connects, then signs in a second step', async () => {
    const { kit, views } = newKit('one-click-fallback')
    const connected = await pairWith(kit, twoStep)
    expect(connected).toMatchObject({ namespace: 'eip155', networkId: 'eip155:31337' })
    await waitFor(() => getSignInState(kit).status === 'unsigned', 5_000, 'unsigned')
    expect(views).toContain('SIWXSignMessage')
    await signIn(kit)
    expect(getSignInState(kit).status).toBe('signed')
    expect(twoStep.requests.map((r) => r.method)).toContain('personal_sign')
    expect(await storedSessions(kit, twoStep.account.address)).toHaveLength(1)
  })

  test('behavior: with oneClickSignIn false, even a wallet that could signs in a second step', async () => {
    oneClick.behavior.authenticate = 'approve'
    const { kit, views } = newKit('one-click-off', { oneClickSignIn: false })
    const before = oneClick.requests.length
    await pairWith(kit, oneClick)
    await waitFor(() => getSignInState(kit).status === 'unsigned', 5_000, 'unsigned')
    expect(views).toContain('SIWXSignMessage')
    await signIn(kit)
    expect(getSignInState(kit).status).toBe('signed')
    expect(oneClick.requests.slice(before).map((r) => r.method)).toEqual(['personal_sign'])
  })

  test.each([
    ['other-domain', 'SiwxVerificationError'],
    ['other-nonce', 'SiwxVerificationError'],
    ['bad-recap', 'InvalidRecapError'],
  ] as const)('behavior: a CACAO with %s is refused with %s', async (answer, name) => {
    oneClick.behavior.authenticate = answer
    const { kit, views } = newKit(`one-click-${answer}`)
    const error = await pairWith(kit, oneClick).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).name).toBe(name)
    expect(kit.$connections.get().eip155?.status).toBe('disconnected')
    expect(getSignInState(kit).status).not.toBe('signed')
    expect(await storedSessions(kit, oneClick.account.address)).toEqual([])
    expect(views).not.toContain('SIWXSignMessage')
  })
})
