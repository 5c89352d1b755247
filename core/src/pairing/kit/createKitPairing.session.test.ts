import { expect, test, vi } from 'vitest'
import { disconnect } from '../../actions/disconnect.js'
import { getPairingClient } from '../../actions/getPairingClient.js'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { createMemoryDriver } from '../../storage/createMemoryDriver.js'
import { waitFor } from '../test/fixtures.js'
import { useKitPairingRig } from '../test/kitPairingRig.js'
import { SOLANA_ADDRESS } from '../test/wallet.js'

// basic mode, once paired: the session's changes, its end and a reload
const rig = useKitPairingRig('kit-session-wallet')

test('behavior: the wallet moves accounts and networks', async () => {
  const { kit, session } = await rig.paired('basic-events')
  const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  await rig.wallet.emitEvent({
    topic: session.topic,
    chainId: 'eip155:31337',
    name: 'accountsChanged',
    data: [`eip155:31337:${other}`],
  })
  await waitFor(() => kit.$chains.get().eip155?.account.address === other, 5_000, 'accounts')
  expect(kit.$chains.get().eip155?.account.caipAddress).toBe(`eip155:31337:${other}`)

  await rig.wallet.emitEvent({
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
  const { kit } = await rig.paired('basic-switch')
  await switchNetwork(kit, { networkId: 'eip155:1' })
  expect(kit.$activeNetwork.get().caipNetworkId).toBe('eip155:1')
  expect(getPairingClient(kit)!.$session.get()?.namespaces.eip155?.activeNetworkId).toBe('eip155:1')
  const provider = kit.$connections.get().eip155?.provider as {
    request(args: { method: string }): Promise<unknown>
  }
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
  // the wallet asked nothing: eip155:1 was approved
  expect(rig.wallet.requests.at(-1)?.method).not.toBe('wallet_switchEthereumChain')
})

test('behavior: session_delete from the wallet resets every namespace and the storage', async () => {
  const { kit, session, driver } = await rig.paired('basic-delete')
  expect(driver.getItem('walletport:connectedNamespaces')).toBe('["eip155","solana"]')
  await rig.wallet.disconnect(session.topic)
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
  const { kit, session, events, driver } = await rig.paired('basic-disconnect')
  await disconnect(kit)
  expect(kit.$status.get()).toBe('disconnected')
  expect(getPairingClient(kit)!.$session.get()).toBeUndefined()
  expect(driver.getItem('walletport:pairing:session')).toBeNull()
  expect(events.at(-1)).toMatchObject({ type: 'track', event: 'DISCONNECT_SUCCESS' })
  await waitFor(() => !rig.wallet.sessionTopics().includes(session.topic), 5_000, 'the wallet')
})

test('behavior: a reload restores the session, connecting until it is back', async () => {
  const driver = createMemoryDriver()
  const { session } = await rig.paired('basic-reload', driver)
  // a reload starts a fresh JavaScript realm, where WalletConnect has no Core cached yet
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  const { kit } = rig.newKit('basic-reload', { driver })
  // a stored connection starts as connecting
  expect(kit.$connections.get().eip155?.status).toBe('connecting')
  expect(kit.$connections.get().solana?.status).toBe('connecting')
  await kit.ready
  expect(kit.$chains.get().eip155?.account).toMatchObject({
    status: 'connected',
    address: rig.wallet.account.address,
  })
  expect(kit.$chains.get().solana?.account.address).toBe(SOLANA_ADDRESS)
  expect(getPairingClient(kit)!.$session.get()?.topic).toBe(session.topic)
  expect(await rig.sign(kit, 'after a reload')).toBe(true)
})

test('behavior: a reload whose session is gone ends disconnected', async () => {
  const driver = createMemoryDriver({
    'walletport:connectionStatus': '"connected"',
    'walletport:connectedNamespaces': '["eip155"]',
  })
  const { kit } = rig.newKit('basic-gone', { driver })
  expect(kit.$connections.get().eip155?.status).toBe('connecting')
  await kit.ready
  expect(kit.$connections.get().eip155?.status).toBe('disconnected')
  expect(driver.getItem('walletport:connectedNamespaces')).toBeNull()
})
