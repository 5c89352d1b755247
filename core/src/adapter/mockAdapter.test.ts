import { cleanStores, keepMount } from 'nanostores'
import { expect, test, vi } from 'vitest'
import { createLogger } from '../logger/createLogger.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import { createKitStorage } from '../storage/createKitStorage.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import type { AdapterContext } from '../types/adapter.js'
import { mockAdapter } from './mockAdapter.js'

const address = '0x00000000000000000000000000000000000000a1'

function context(): AdapterContext {
  const log = createLogger({ level: 'silent' })
  return {
    networks: [mainnet, arbitrum],
    storage: createKitStorage({ driver: createMemoryDriver(), log }),
    projectId: undefined,
    dataSource: undefined,
    log,
    pairing: undefined,
    accountsChanged: vi.fn(),
    networkChanged: vi.fn(),
    disconnected: vi.fn(),
  }
}

function setup(parameters: Partial<Parameters<typeof mockAdapter>[0]> = {}) {
  const adapter = mockAdapter({ namespace: 'eip155', accounts: [address], ...parameters })
  const ctx = context()
  const teardown = adapter.setup(ctx)
  return { adapter, ctx, teardown }
}

test('default', async () => {
  const { adapter } = setup()
  keepMount(adapter.$connectors)
  expect(adapter.$connectors.get()).toEqual([
    { id: 'mock', name: 'Mock Wallet', type: 'INJECTED', installed: true, chain: 'eip155' },
  ])
  expect(Object.keys(adapter.capabilities).sort()).toEqual([
    'estimateGas',
    'sendToken',
    'sendTransaction',
    'writeContract',
  ])
  await expect(adapter.connect({ connectorId: 'mock', network: mainnet })).resolves.toEqual({
    connectorId: 'mock',
    accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
    networkId: 'eip155:1',
    provider: { mock: true, connectorId: 'mock' },
  })
  expect(adapter.isAddress(address)).toBe(true)
  expect(adapter.isAddress('0x12')).toBe(false)
  cleanStores(adapter.$connectors)
})

test('parameters: capabilities, connectors, namespace', () => {
  const adapter = mockAdapter({
    namespace: 'solana',
    accounts: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    connectors: [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED' }],
    capabilities: ['sendTransaction'],
  })
  expect(adapter.$connectors.get()[0]).toMatchObject({ id: 'phantom', chain: 'solana' })
  expect(Object.keys(adapter.capabilities)).toEqual(['sendTransaction'])
  expect(adapter.isAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(true)
  expect(Object.keys(mockAdapter({ namespace: 'bip122', accounts: [] }).capabilities)).toEqual([
    'sendToken',
  ])
})

test('behavior: connect rejects with 4001', async () => {
  const { adapter } = setup({ failures: { connect: 'reject' } })
  await expect(adapter.connect({ connectorId: 'mock', network: mainnet })).rejects.toMatchObject({
    code: 4001,
    shortMessage: 'User rejected the request.',
  })
})

test('behavior: connect never answers', async () => {
  const { adapter } = setup({ failures: { connect: 'timeout' } })
  const settled = vi.fn()
  adapter.connect({ connectorId: 'mock', network: mainnet }).then(settled, settled)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(settled).not.toHaveBeenCalled()
})

test('behavior: connect lands on the wrong chain', async () => {
  const { adapter } = setup({ failures: { connect: 'wrongChain' } })
  expect((await adapter.connect({ connectorId: 'mock', network: mainnet })).networkId).toBe(
    'eip155:999999',
  )
  const other = setup({ failures: { connect: 'wrongChain' }, wrongNetworkId: 'eip155:10' })
  expect((await other.adapter.connect({ connectorId: 'mock', network: mainnet })).networkId).toBe(
    'eip155:10',
  )
})

test('behavior: the wallet disconnects mid-request', async () => {
  const { adapter, ctx } = setup({ failures: { connect: 'disconnect' } })
  await expect(adapter.connect({ connectorId: 'mock', network: mainnet })).rejects.toMatchObject({
    code: 4900,
  })
  expect(ctx.disconnected).toHaveBeenCalledWith({ connectorId: 'mock' })
})

test('behavior: an unknown connector', async () => {
  const { adapter } = setup()
  await expect(
    adapter.connect({ connectorId: 'nope', network: mainnet }),
  ).rejects.toThrowErrorMatchingInlineSnapshot(`
    [ConnectorNotFoundError: Connector not found

    Connector id: nope]
  `)
})

test('behavior: reconnect only for authorised connectors', async () => {
  const { adapter } = setup({ authorized: ['mock'] })
  expect(await adapter.reconnect({ connectorId: 'mock', network: arbitrum })).toMatchObject({
    networkId: 'eip155:42161',
  })
  const fresh = setup()
  expect(await fresh.adapter.reconnect({ connectorId: 'mock', network: mainnet })).toBeUndefined()
  await fresh.adapter.connect({ connectorId: 'mock', network: mainnet })
  await fresh.adapter.disconnect()
  expect(await fresh.adapter.reconnect({ connectorId: 'mock', network: mainnet })).toBeUndefined()
})

test('behavior: reconnect fails', async () => {
  const { adapter } = setup({ authorized: ['mock'], failures: { reconnect: 'fail' } })
  await expect(adapter.reconnect({ connectorId: 'mock', network: mainnet })).rejects.toMatchObject({
    code: 4100,
  })
})

test('behavior: switchNetwork reports the new network', async () => {
  const { adapter, ctx } = setup()
  await adapter.connect({ connectorId: 'mock', network: mainnet })
  await adapter.switchNetwork({ network: arbitrum })
  expect(ctx.networkChanged).toHaveBeenCalledWith({
    connectorId: 'mock',
    networkId: 'eip155:42161',
  })
  expect(adapter.addedNetworks).toEqual([])
})

test('behavior: switchNetwork needs a connection', async () => {
  const { adapter } = setup()
  await expect(adapter.switchNetwork({ network: arbitrum })).rejects.toMatchObject({ code: 4100 })
})

test('behavior: an unknown chain (4902) is added, then switched', async () => {
  const { adapter, ctx } = setup({ networks: ['eip155:1'] })
  await adapter.connect({ connectorId: 'mock', network: mainnet })
  await adapter.switchNetwork({ network: arbitrum })
  expect(adapter.addedNetworks).toEqual(['eip155:42161'])
  expect(adapter.calls.map((c) => c.method)).toEqual([
    'setup',
    'connect',
    'switchNetwork',
    'addNetwork',
  ])
  expect(ctx.networkChanged).toHaveBeenCalledOnce()
  await adapter.switchNetwork({ network: arbitrum })
  expect(adapter.addedNetworks).toEqual(['eip155:42161'])
})

test('behavior: switch fails with 4902, then adding fails', async () => {
  const { adapter, ctx } = setup({ failures: { switchNetwork: 'addChainFails' } })
  await adapter.connect({ connectorId: 'mock', network: mainnet })
  const error = await adapter.switchNetwork({ network: arbitrum }).catch((e: unknown) => e)
  expect(error).toMatchInlineSnapshot(`[ChainNotSupportedError: Chain is not supported]`)
  expect(ctx.networkChanged).not.toHaveBeenCalled()
})

test('behavior: switch rejected, or disconnected mid-request', async () => {
  const rejected = setup({ failures: { switchNetwork: 'reject' } })
  await rejected.adapter.connect({ connectorId: 'mock', network: mainnet })
  await expect(rejected.adapter.switchNetwork({ network: arbitrum })).rejects.toMatchObject({
    code: 4001,
  })
  const dropped = setup({ failures: { switchNetwork: 'disconnect' } })
  await dropped.adapter.connect({ connectorId: 'mock', network: mainnet })
  await expect(dropped.adapter.switchNetwork({ network: arbitrum })).rejects.toMatchObject({
    code: 4900,
  })
  expect(dropped.ctx.disconnected).toHaveBeenCalledWith({ connectorId: 'mock' })
})

test('behavior: signMessage, rejected, never answered, or cut off', async () => {
  const { adapter } = setup()
  await expect(adapter.signMessage({ address, message: 'hi' })).rejects.toMatchObject({
    code: 4100,
  })
  await adapter.connect({ connectorId: 'mock', network: mainnet })
  const signature = await adapter.signMessage({ address, message: 'hi' })
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  adapter.setFailures({ signMessage: 'reject' })
  await expect(adapter.signMessage({ address, message: 'hi' })).rejects.toMatchObject({
    code: 4001,
  })
  adapter.setFailures({ signMessage: 'timeout' })
  const settled = vi.fn()
  adapter.signMessage({ address, message: 'hi' }).then(settled, settled)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(settled).not.toHaveBeenCalled()
  adapter.setFailures({ signMessage: 'disconnect' })
  await expect(adapter.signMessage({ address, message: 'hi' })).rejects.toMatchObject({
    code: 4900,
  })
})

test('behavior: getBalance and its failure', async () => {
  const { adapter } = setup({ balance: 1_500_000_000_000_000_000n })
  expect(await adapter.getBalance({ address, network: mainnet })).toEqual({
    value: 1_500_000_000_000_000_000n,
    decimals: 18,
    symbol: 'ETH',
    formatted: '1.5',
  })
  adapter.setFailures({ getBalance: 'fail' })
  await expect(adapter.getBalance({ address, network: solana })).rejects.toMatchObject({
    code: -32603,
  })
})

test('behavior: disconnect fails', async () => {
  const { adapter } = setup({ failures: { disconnect: 'fail' } })
  await expect(adapter.disconnect()).rejects.toMatchObject({ code: -32603 })
})

test('behavior: wallet-side events go through the context', async () => {
  const { adapter, ctx } = setup()
  adapter.changeAccounts([address])
  expect(ctx.accountsChanged).not.toHaveBeenCalled()
  await adapter.connect({ connectorId: 'mock', network: mainnet })
  adapter.changeAccounts(['0x00000000000000000000000000000000000000b2'])
  expect(ctx.accountsChanged).toHaveBeenCalledWith({
    connectorId: 'mock',
    accounts: [
      { namespace: 'eip155', address: '0x00000000000000000000000000000000000000b2', type: 'eoa' },
    ],
  })
  adapter.changeNetwork('eip155:42161')
  expect(ctx.networkChanged).toHaveBeenCalledWith({
    connectorId: 'mock',
    networkId: 'eip155:42161',
  })
  adapter.endSession()
  expect(ctx.disconnected).toHaveBeenCalledWith({ connectorId: 'mock' })
})

test('behavior: capabilities answer and record', async () => {
  const { adapter } = setup()
  const hash = await adapter.capabilities.sendTransaction?.({
    network: mainnet,
    from: address,
    to: address,
  })
  expect(hash).toBe(`0x${'1'.padStart(64, '0')}`)
  expect(
    await adapter.capabilities.estimateGas?.({ network: mainnet, from: address, to: address }),
  ).toBe(21_000n)
  expect(adapter.calls.at(-1)?.method).toBe('estimateGas')
})

test('behavior: after teardown the mock reports nothing', async () => {
  const { adapter, ctx, teardown } = setup()
  await adapter.connect({ connectorId: 'mock', network: mainnet })
  teardown()
  adapter.changeNetwork('eip155:42161')
  expect(ctx.networkChanged).not.toHaveBeenCalled()
})
