import { expect, test } from 'vitest'
import type { KitEvent } from '../events/types.js'
import { createKit } from '../kit/createKit.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { solana, solanaDevnet } from '../networks/solana.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import {
  createTestKit,
  createTwoChainKit,
  evmAddress,
  solanaAddress,
} from '../test/createTestKit.js'
import { connect } from './connect.js'
import { switchNetwork } from './switchNetwork.js'
import { watchEvents } from './watchEvents.js'

async function connected(options: Parameters<typeof createTestKit>[0] = {}) {
  const setup = createTestKit(options)
  await setup.kit.ready
  await connect(setup.kit, { connectorId: 'mock' })
  const events: KitEvent[] = []
  watchEvents(setup.kit, (event) => events.push(event))
  return { ...setup, events }
}

test('default', async () => {
  const { kit, adapter, storage, events } = await connected()
  kit._internal.send.update({ receiverAddress: '0xabc', sendTokenAmount: '1' })
  expect(await switchNetwork(kit, { networkId: 'eip155:42161' })).toBe(arbitrum)
  expect(adapter.calls.at(-1)).toEqual({
    method: 'switchNetwork',
    parameters: { network: arbitrum },
  })
  expect(kit.$activeNetwork.get()).toBe(arbitrum)
  expect(kit.$account.get().caipAddress).toBe(`eip155:42161:${evmAddress}`)
  expect(kit.$connections.get().eip155?.networkId).toBe('eip155:42161')
  expect(storage.getItem('walletport:activeNetworkId')).toBe('"eip155:42161"')
  expect(kit.$send.get()).toEqual({ loading: false, tokenBalances: [] })
  expect(events).toEqual([
    { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:42161' } },
  ])
})

test('behavior: a rejected switch changes nothing', async () => {
  const { kit, adapter, events } = await connected()
  adapter.setFailures({ switchNetwork: 'reject' })
  await expect(switchNetwork(kit, { networkId: 'eip155:42161' })).rejects.toMatchObject({
    code: 4001,
  })
  expect(kit.$activeNetwork.get()).toBe(mainnet)
  expect(events).toEqual([])
})

test('behavior: a network unknown to the wallet (4902) is added, then switched', async () => {
  const { kit, adapter } = await connected({ mock: { networks: ['eip155:1'] } })
  await switchNetwork(kit, { networkId: 'eip155:42161' })
  expect(adapter.addedNetworks).toEqual(['eip155:42161'])
  expect(kit.$activeNetwork.get()).toBe(arbitrum)
})

test('behavior: 4902, then adding fails: Chain is not supported', async () => {
  const { kit, adapter } = await connected()
  adapter.setFailures({ switchNetwork: 'addChainFails' })
  await expect(
    switchNetwork(kit, { networkId: 'eip155:42161' }),
  ).rejects.toThrowErrorMatchingInlineSnapshot(`[ChainNotSupportedError: Chain is not supported]`)
  expect(kit.$activeNetwork.get()).toBe(mainnet)
})

test('behavior: the wallet disconnects mid-switch', async () => {
  const { kit, adapter } = await connected()
  adapter.setFailures({ switchNetwork: 'disconnect' })
  await expect(switchNetwork(kit, { networkId: 'eip155:42161' })).rejects.toMatchObject({
    code: 4900,
  })
  expect(kit.$status.get()).toBe('disconnected')
})

test('behavior: an unknown network throws NetworkNotFoundError and shows its alert', async () => {
  const { kit } = await connected()
  await expect(
    switchNetwork(kit, { networkId: 'eip155:10' }),
  ).rejects.toThrowErrorMatchingInlineSnapshot(`
    [NetworkNotFoundError: Network not found

    Network id: eip155:10]
  `)
  expect(kit.$alert.get()).toBe('SWITCH_NETWORK_NOT_FOUND')
})

test('behavior: not connected, the network is only selected', async () => {
  const { kit, adapter, storage } = createTestKit()
  await kit.ready
  await switchNetwork(kit, { networkId: 'eip155:42161' })
  expect(kit.$activeNetwork.get()).toBe(arbitrum)
  expect(storage.getItem('walletport:activeNetworkId')).toBe('"eip155:42161"')
  expect(adapter.calls.map((c) => c.method)).toEqual(['setup'])
})

test('behavior: another namespace becomes active and its account follows', async () => {
  const { kit, evmAdapter, solanaAdapter } = createTwoChainKit({
    networks: [mainnet, arbitrum, solana, solanaDevnet],
  })
  await kit.ready
  await connect(kit, { connectorId: 'phantom' })
  await connect(kit, { connectorId: 'mock' })
  kit._internal.send.update({ sendTokenAmount: '2' })
  await switchNetwork(kit, { networkId: solanaDevnet.caipNetworkId })
  expect(kit.$activeNamespace.get()).toBe('solana')
  expect(kit.$activeNetwork.get()).toBe(solanaDevnet)
  expect(kit.$account.get().caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${solanaAddress}`)
  expect(kit.$send.get().sendTokenAmount).toBeUndefined()
  // the connected solana wallet is asked first, or the kit would show a network it is not on
  // (issue 15); the evm wallet is left alone
  expect(solanaAdapter.calls.filter((c) => c.method === 'switchNetwork')).toHaveLength(1)
  expect(solanaAdapter.wallet().networkId).toBe(solanaDevnet.caipNetworkId)
  expect(evmAdapter.calls.some((c) => c.method === 'switchNetwork')).toBe(false)
})

test('behavior: signed in with the embedded wallet, the auth connector reconnects', async () => {
  const auth = (chain: string) => ({ id: `auth-${chain}`, name: 'Email', type: 'AUTH' as const })
  const { kit, solanaAdapter } = createTwoChainKit({
    evm: { connectors: [auth('evm')] },
    sol: { connectors: [auth('sol')] },
  })
  await kit.ready
  await connect(kit, { connectorId: 'auth-evm' })
  await switchNetwork(kit, { networkId: solana.caipNetworkId })
  expect(solanaAdapter.calls.at(-1)).toMatchObject({
    method: 'connect',
    parameters: { connectorId: 'auth-sol' },
  })
  expect(kit.$activeNamespace.get()).toBe('solana')
  expect(kit.$account.get()).toMatchObject({ status: 'connected', address: solanaAddress })
})

test('behavior: the auth connector failing falls back to an adapter switch', async () => {
  const { kit, solanaAdapter } = createTwoChainKit({
    evm: { connectors: [{ id: 'auth-evm', name: 'Email', type: 'AUTH' }] },
    sol: {
      connectors: [{ id: 'auth-sol', name: 'Email', type: 'AUTH' }],
      failures: { connect: 'reject' },
    },
  })
  await kit.ready
  await connect(kit, { connectorId: 'auth-evm' })
  await expect(switchNetwork(kit, { networkId: solana.caipNetworkId })).rejects.toMatchObject({
    code: 4100,
  })
  expect(solanaAdapter.calls.map((c) => c.method).slice(-2)).toEqual(['connect', 'switchNetwork'])
  expect(kit.$activeNamespace.get()).toBe('solana')
})

test('behavior: over a pairing session the network is set and the account re-synced', async () => {
  const wc = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' as const }
  const { kit, solanaAdapter } = createTwoChainKit({
    evm: { connectors: [wc] },
    sol: { connectors: [wc], authorized: ['walletConnect'] },
  })
  await kit.ready
  await connect(kit, { connectorId: 'walletConnect', namespace: 'eip155' })
  await switchNetwork(kit, { networkId: solana.caipNetworkId })
  expect(solanaAdapter.calls.at(-1)).toEqual({
    method: 'reconnect',
    parameters: { connectorId: 'walletConnect', network: solana },
  })
  expect(kit.$activeNamespace.get()).toBe('solana')
  expect(kit.$account.get()).toMatchObject({ status: 'connected', address: solanaAddress })
})

test('behavior: over a pairing session a namespace the wallet did not approve stays empty', async () => {
  const wc = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' as const }
  const { kit } = createTwoChainKit({ evm: { connectors: [wc] }, sol: { connectors: [wc] } })
  await kit.ready
  await connect(kit, { connectorId: 'walletConnect', namespace: 'eip155' })
  await switchNetwork(kit, { networkId: solana.caipNetworkId })
  expect(kit.$activeNetwork.get()).toBe(solana)
  expect(kit.$account.get().status).toBe('disconnected')
})

test('behavior: a basic pairing session (no adapters) only selects the network', async () => {
  const kit = createKit({ networks: [mainnet, arbitrum], storage: createMemoryDriver() })
  await kit.ready
  kit._internal.connections.update('eip155', {
    status: 'connected',
    connectorId: 'walletConnect',
    connectorType: 'WALLET_CONNECT',
  })
  await switchNetwork(kit, { networkId: 'eip155:42161' })
  expect(kit.$activeNetwork.get()).toBe(arbitrum)
})
