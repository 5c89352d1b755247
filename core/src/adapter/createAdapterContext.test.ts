import { expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { createKit } from '../kit/createKit.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import { createTestKit, createTwoChainKit, evmAddress, evmAddress2 } from '../test/createTestKit.js'
import { createAdapterContext } from './createAdapterContext.js'
import { mockAdapter } from './mockAdapter.js'

async function connected(options: Parameters<typeof createTestKit>[0] = {}) {
  const setup = createTestKit(options)
  await setup.kit.ready
  await connect(setup.kit, { connectorId: 'mock' })
  return setup
}

test('default', () => {
  const { kit } = createTestKit({ projectId: 'p1' })
  const context = createAdapterContext(kit, 'eip155')
  expect(context.networks).toEqual([mainnet, arbitrum])
  expect(context.storage).toBe(kit.storage)
  expect(context.projectId).toBe('p1')
  expect(context.log).toBe(kit.log)
})

test('behavior: accountsChanged switches the active address and forgets what was read', async () => {
  const { kit, adapter } = await connected()
  kit._internal.chains.updateAccount('eip155', { balance: '1', balanceSymbol: 'ETH' })
  adapter.changeAccounts([evmAddress2, evmAddress])
  expect(kit.$account.get()).toMatchObject({
    address: evmAddress2,
    caipAddress: `eip155:1:${evmAddress2}`,
    status: 'connected',
    balance: undefined,
  })
  expect(kit.$account.get().allAccounts.map((a) => a.address)).toEqual([evmAddress2, evmAddress])
})

test('behavior: accountsChanged with the same first address keeps what was read', async () => {
  const { kit, adapter } = await connected()
  kit._internal.chains.updateAccount('eip155', { balance: '1' })
  adapter.changeAccounts([evmAddress, evmAddress2])
  expect(kit.$account.get().balance).toBe('1')
})

test('behavior: an empty accounts list is a disconnect', async () => {
  const { kit, adapter, storage } = await connected()
  adapter.changeAccounts([])
  expect(kit.$status.get()).toBe('disconnected')
  expect(kit.$account.get().address).toBeUndefined()
  expect(storage.getItem('walletport:connectionStatus')).toBe('"disconnected"')
  expect(storage.getItem('walletport:connectorIds')).toBe('{}')
})

test('behavior: reports from another connector are ignored', async () => {
  const { kit } = await connected()
  const context = createAdapterContext(kit, 'eip155')
  context.accountsChanged({ connectorId: 'other', accounts: [] })
  context.networkChanged({ connectorId: 'other', networkId: 'eip155:42161' })
  context.disconnected({ connectorId: 'other' })
  expect(kit.$account.get()).toMatchObject({ status: 'connected', address: evmAddress })
  expect(kit.$activeNetwork.get()).toBe(mainnet)
})

test('behavior: reports while disconnected are ignored', async () => {
  const { kit } = createTestKit()
  await kit.ready
  const context = createAdapterContext(kit, 'eip155')
  context.accountsChanged({
    connectorId: 'mock',
    accounts: [{ namespace: 'eip155', address: evmAddress, type: 'eoa' }],
  })
  expect(kit.$account.get().address).toBeUndefined()
})

test('behavior: networkChanged to a configured network selects it', async () => {
  const { kit, adapter, storage } = await connected()
  kit._internal.send.update({ receiverAddress: '0xabc' })
  adapter.changeNetwork('eip155:42161')
  expect(kit.$activeNetwork.get()).toBe(arbitrum)
  expect(kit.$account.get().caipAddress).toBe(`eip155:42161:${evmAddress}`)
  expect(kit.$connections.get().eip155?.networkId).toBe('eip155:42161')
  expect(storage.getItem('walletport:activeNetworkId')).toBe('"eip155:42161"')
  expect(kit.$send.get().receiverAddress).toBeUndefined()
})

test('behavior: networkChanged outside the requested list is unsupported and opens UnsupportedChain', async () => {
  const { kit, adapter } = await connected()
  adapter.changeNetwork('eip155:10')
  expect(kit.$chains.get().eip155?.unsupportedNetworkId).toBe('eip155:10')
  expect(kit.$activeNetwork.get()).toBe(mainnet)
  expect(kit.$account.get().caipAddress).toBe(`eip155:10:${evmAddress}`)
  expect(kit.$open.get()).toBe(true)
  expect(kit.$view.get()).toBe('UnsupportedChain')
  // back on a configured network: no longer unsupported
  adapter.changeNetwork('eip155:1')
  expect(kit.$chains.get().eip155?.unsupportedNetworkId).toBeUndefined()
})

test('behavior: an open modal gets UnsupportedChain pushed', async () => {
  const { kit, adapter } = await connected()
  kit._internal.modal.setOpen(true)
  kit._internal.router.reset({ view: 'Account' })
  adapter.changeNetwork('eip155:10')
  expect(kit.$history.get().map((e) => e.view)).toEqual(['Account', 'UnsupportedChain'])
})

test('behavior: unsupported, but network switching is disabled', async () => {
  const { kit, adapter } = await connected({ enableNetworkSwitch: false })
  adapter.changeNetwork('eip155:10')
  expect(kit.$chains.get().eip155?.unsupportedNetworkId).toBe('eip155:10')
  expect(kit.$open.get()).toBe(false)
})

test('behavior: unsupported, but unsupported chains are allowed', async () => {
  const { kit, adapter } = await connected({ allowUnsupportedChain: true })
  adapter.changeNetwork('eip155:10')
  expect(kit.$chains.get().eip155?.unsupportedNetworkId).toBe('eip155:10')
  expect(kit.$open.get()).toBe(false)
})

test('behavior: unsupported, but a basic pairing session is in use', async () => {
  // a kit without adapters pairs by itself; its session reports through the same context
  const kit = createKit({ networks: [mainnet, arbitrum], storage: createMemoryDriver() })
  await kit.ready
  kit._internal.connections.update('eip155', {
    status: 'connected',
    connectorId: 'walletConnect',
    connectorType: 'WALLET_CONNECT',
  })
  kit._internal.chains.updateAccount('eip155', { address: evmAddress })
  createAdapterContext(kit, 'eip155').networkChanged({
    connectorId: 'walletConnect',
    networkId: 'eip155:10',
  })
  expect(kit.$chains.get().eip155?.unsupportedNetworkId).toBe('eip155:10')
  expect(kit.$open.get()).toBe(false)
})

test('behavior: a pairing connector of an adapter still shows UnsupportedChain', async () => {
  const { kit, adapter } = createTestKit({
    mock: { connectors: [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' }] },
  })
  await kit.ready
  await connect(kit, { connectorId: 'walletConnect' })
  adapter.changeNetwork('eip155:10')
  expect(kit.$view.get()).toBe('UnsupportedChain')
})

test('behavior: an unsupported network of an inactive namespace opens nothing', async () => {
  const { kit, evmAdapter, solanaAdapter } = createTwoChainKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await connect(kit, { connectorId: 'phantom' })
  expect(kit.$activeNamespace.get()).toBe('solana')
  evmAdapter.changeNetwork('eip155:10')
  expect(kit.$chains.get().eip155?.unsupportedNetworkId).toBe('eip155:10')
  expect(kit.$open.get()).toBe(false)
  solanaAdapter.changeNetwork('solana:unknown')
  expect(kit.$view.get()).toBe('UnsupportedChain')
})

test('behavior: the wallet ending the session disconnects its namespace', async () => {
  const { kit, evmAdapter } = createTwoChainKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await connect(kit, { connectorId: 'phantom' })
  evmAdapter.endSession()
  expect(kit.$connections.get().eip155?.status).toBe('disconnected')
  expect(kit.$connections.get().solana?.status).toBe('connected')
  expect(kit.$status.get()).toBe('connected')
})

test('behavior: a pairing session disconnect resets every namespace it connected', async () => {
  const pairing = { id: 'walletConnect', type: 'WALLET_CONNECT' as const, name: 'WalletConnect' }
  const { kit, evmAdapter, storage } = createTwoChainKit({
    evm: { connectors: [pairing] },
    sol: { connectors: [pairing, { id: 'phantom', name: 'Phantom' }] },
  })
  await kit.ready
  await connect(kit, { connectorId: 'walletConnect', namespace: 'eip155' })
  await connect(kit, { connectorId: 'walletConnect', namespace: 'solana' })
  evmAdapter.endSession()
  expect(kit.$connections.get().eip155?.status).toBe('disconnected')
  expect(kit.$connections.get().solana?.status).toBe('disconnected')
  expect(kit.$status.get()).toBe('disconnected')
  expect(storage.getItem('walletport:connectionStatus')).toBe('"disconnected"')
})

test('behavior: the active namespace moves to one still connected', async () => {
  const { kit, solanaAdapter } = createTwoChainKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await connect(kit, { connectorId: 'phantom' })
  solanaAdapter.endSession()
  expect(kit.$activeNamespace.get()).toBe('eip155')
  expect(kit.$account.get().address).toBe(evmAddress)
})

test('behavior: the mock reports through the context it was given', () => {
  const adapter = mockAdapter({ namespace: 'eip155', accounts: [evmAddress] })
  const kit = createKit({ networks: [mainnet], adapters: [adapter], storage: createMemoryDriver() })
  const spy = vi.spyOn(kit._internal.connections, 'get')
  adapter.changeNetwork('eip155:1')
  // not connected: the mock has no current connector and stays quiet
  expect(spy).not.toHaveBeenCalled()
})
