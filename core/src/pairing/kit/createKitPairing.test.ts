import { describe, expect, test } from 'vitest'
import { close } from '../../actions/close.js'
import { connect } from '../../actions/connect.js'
import { connectWalletConnect } from '../../actions/connectWalletConnect.js'
import { getPairingClient } from '../../actions/getPairingClient.js'
import { open } from '../../actions/open.js'
import { mockAdapter } from '../../adapter/mockAdapter.js'
import { PAIRING_EXPIRY } from '../../constants.js'
import { isUserRejection } from '../../errors/getErrorCode.js'
import { createKit } from '../../kit/createKit.js'
import { createMemoryDriver } from '../../storage/createMemoryDriver.js'
import { TEST_PROJECT_ID, testNetworks, waitFor } from '../test/fixtures.js'
import { NO_NODE, SOLANA, uriOf, useKitPairingRig } from '../test/kitPairingRig.js'
import { SOLANA_ADDRESS } from '../test/wallet.js'
import { walletConnect } from '../walletConnect.js'

// basic mode: a kit with no adapter, where core alone pairs, shows the session and ends it
const rig = useKitPairingRig('kit-basic-wallet')

test('default: one pairing connects every namespace from the session alone', async () => {
  const { kit, events } = rig.newKit('basic-default')
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
  await rig.wallet.pair(uri)
  const { session, namespaces } = await connecting

  expect(namespaces).toEqual(['eip155', 'solana'])
  // links cannot open while a URI is being prepared
  expect(buffering).toEqual([false, true, false])
  const chains = kit.$chains.get()
  expect(chains.eip155?.account).toMatchObject({
    status: 'connected',
    address: rig.wallet.account.address,
    caipAddress: `eip155:31337:${rig.wallet.account.address}`,
    allAccounts: [{ namespace: 'eip155', address: rig.wallet.account.address, type: 'eoa' }],
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
  expect(kit.$account.get().address).toBe(rig.wallet.account.address)
  expect(session.peer.name).toBe('Test Wallet')
  expect(events.filter((e) => e.type === 'track' && e.event === 'CONNECT_SUCCESS')).toHaveLength(2)

  // requests go through the session: the client's, and the EIP-1193 provider in the connection
  expect(await rig.sign(kit, 'basic mode')).toBe(true)
  const provider = connections.eip155?.provider as {
    request(args: { method: string }): Promise<unknown>
  }
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  expect(await provider.request({ method: 'eth_accounts' })).toEqual([rig.wallet.account.address])
})

test('behavior: a wallet that declines leaves every namespace disconnected, with wcError', async () => {
  const { kit, events } = rig.newKit('basic-declined')
  rig.wallet.behavior.proposal = 'reject'
  try {
    const connecting = connectWalletConnect(kit).catch((error: unknown) => error)
    await rig.wallet.pair(await uriOf(kit))
    const error = await connecting
    expect(isUserRejection(error)).toBe(true)
    expect(error).toMatchObject({ code: 4001 })
  } finally {
    rig.wallet.behavior.proposal = 'approve'
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
  const { kit } = rig.newKit('basic-close')
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
  const { kit, clock } = rig.newKit('basic-expiry')
  const connecting = connectWalletConnect(kit)
  const first = await uriOf(kit)
  const expiry = kit.$connections.get().eip155!.wcPairingExpiry!
  // 10 s before expiry the URI counts as expired; the client checks every second
  clock.offset = PAIRING_EXPIRY - 9_000
  const second = await uriOf(kit, first)
  expect(second).not.toBe(first)
  expect(kit.$connections.get().eip155!.wcPairingExpiry).toBeGreaterThan(expiry)
  expect(kit.$connections.get().solana?.wcUri).toBe(second)
  await rig.wallet.pair(second)
  await connecting
  expect(kit.$status.get()).toBe('connected')
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
      walletConnect: walletConnect({ relayUrl: rig.relay.url, name: 'with-embedded' }),
    })
    rig.track(kit)
    await connect(kit, { connectorId: 'email' })
    // the mock adapter offers no pairing connector: the session asks for eip155 alone
    expect(kit._internal.pairing?.namespaces()).toEqual(['eip155'])
    const connecting = connectWalletConnect(kit)
    await rig.wallet.pair(await uriOf(kit))
    await connecting
    expect(kit.$connections.get().solana?.connectorType).toBe('AUTH')
    expect(kit.$connections.get().eip155?.connectorType).toBe('WALLET_CONNECT')

    await rig.wallet.disconnect(getPairingClient(kit)!.$session.get()!.topic)
    await waitFor(() => kit.$status.get() === 'disconnected', 5_000, 'both to end')
    expect(embedded.calls.some((call) => call.method === 'disconnect')).toBe(true)
    expect(kit.$chains.get().solana?.account.address).toBeUndefined()
  })
})
