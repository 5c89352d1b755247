import { expect, test } from 'vitest'
import { ConnectorNotFoundError } from '../errors/kit.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import {
  createTestKit,
  createTwoChainKit,
  evmAddress,
  solanaAddress,
} from '../test/createTestKit.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { switchNetwork } from './switchNetwork.js'

// the three minimal sequences of issue 15, each a state that lied before

test('behavior: an account reported during a connect that then fails leaves no address', async () => {
  const { kit, adapter } = createTestKit()
  await kit.ready
  adapter.changeAccounts([])
  // hold the wallet's answer so its report lands while the connect is in flight
  let answer = () => {}
  const held = new Promise<void>((resolve) => {
    answer = resolve
  })
  const original = adapter.connect
  adapter.connect = async (p) => {
    const connected = await original(p)
    await held
    return connected
  }
  const pending = connect(kit, { connectorId: 'mock' })
  await Promise.resolve()
  adapter.changeAccounts([evmAddress])
  answer()
  await expect(pending).rejects.toBeInstanceOf(ConnectorNotFoundError)
  expect(kit.$connections.get().eip155?.status).toBe('disconnected')
  expect(kit.$account.get().address).toBeUndefined()
  expect(kit.$account.get().caipAddress).toBeUndefined()
})

test('behavior: switching a connected, inactive namespace asks its wallet first', async () => {
  const { kit, evmAdapter } = createTwoChainKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await connect(kit, { connectorId: 'phantom' })
  expect(kit.$activeNamespace.get()).toBe('solana')
  await switchNetwork(kit, { networkId: arbitrum.caipNetworkId })
  expect(evmAdapter.calls.filter((c) => c.method === 'switchNetwork')).toHaveLength(1)
  expect(evmAdapter.wallet().networkId).toBe(arbitrum.caipNetworkId)
  expect(kit.$activeNetwork.get()).toBe(arbitrum)
  expect(kit.$account.get().caipAddress).toBe(`${arbitrum.caipNetworkId}:${evmAddress}`)
})

test('behavior: a refused switch of an inactive namespace shows nothing new', async () => {
  const { kit, evmAdapter } = createTwoChainKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await connect(kit, { connectorId: 'phantom' })
  evmAdapter.setFailures({ switchNetwork: 'reject' })
  await expect(switchNetwork(kit, { networkId: arbitrum.caipNetworkId })).rejects.toMatchObject({
    code: 4001,
  })
  expect(kit.$activeNetwork.get()).toBe(solana)
  expect(kit.$chains.get().eip155?.activeNetwork).toBe(mainnet)
})

test('behavior: disconnecting one namespace leaves another on its unsupported network', async () => {
  const { kit, evmAdapter, solanaAdapter } = createTwoChainKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await connect(kit, { connectorId: 'phantom' })
  await switchNetwork(kit, { networkId: mainnet.caipNetworkId })
  evmAdapter.changeNetwork('eip155:999')
  // solana active again, so its disconnect hands the active place to eip155
  await switchNetwork(kit, { networkId: solana.caipNetworkId })
  expect(kit.$activeNamespace.get()).toBe('solana')
  await disconnect(kit, { namespace: 'solana' })
  expect(solanaAdapter.wallet().connectorId).toBeUndefined()
  expect(kit.$activeNamespace.get()).toBe('eip155')
  expect(kit.$chains.get().eip155?.unsupportedNetworkId).toBe('eip155:999')
  expect(kit.$account.get().caipAddress).toBe(`eip155:999:${evmAddress}`)
  expect(kit.$connections.get().eip155?.networkId).toBe('eip155:999')
})

test('behavior: a disconnect overtakes a connect the wallet never answers', async () => {
  const { kit, adapter } = createTestKit({ mock: { failures: { connect: 'timeout' } } })
  await kit.ready
  const pending = connect(kit, { connectorId: 'mock' })
  const queued = switchNetwork(kit, { networkId: arbitrum.caipNetworkId })
  expect(kit.$connections.get().eip155?.status).toBe('connecting')
  await disconnect(kit, { namespace: 'eip155' })
  expect(kit.$connections.get().eip155?.status).toBe('disconnected')
  // the caller of the stalled connect is answered too
  await expect(pending).rejects.toMatchObject({ code: 4900 })
  // the switch queued behind the stalled connect is called off, not left waiting
  await expect(queued).rejects.toMatchObject({ code: 4900 })
  adapter.setFailures({})
  await connect(kit, { connectorId: 'mock' })
  expect(kit.$account.get().address).toBe(evmAddress)
})

test('behavior: reports during a connect are applied after it, in order', async () => {
  const { kit, solanaAdapter } = createTwoChainKit()
  await kit.ready
  const other = 'So11111111111111111111111111111111111111112'
  const original = solanaAdapter.connect
  solanaAdapter.connect = async (p) => {
    const connected = await original(p)
    solanaAdapter.changeAccounts([other])
    return connected
  }
  await connect(kit, { connectorId: 'phantom' })
  expect(kit.$account.get().address).toBe(other)
  expect(solanaAddress).not.toBe(other)
})
