import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { AdapterLoadError, AdapterNotLoadedError } from '../errors/adapter.js'
import { getSendValidation } from '../features/send/getSendValidation.js'
import { setSendReceiver } from '../features/send/setSendReceiver.js'
import { createKit } from '../kit/createKit.js'
import { destroyKit } from '../kit/destroyKit.js'
import { mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import { evmAddress, solanaAddress } from '../test/createTestKit.js'
import type { ChainAdapter } from '../types/adapter.js'
import { lazyAdapter } from './lazyAdapter.js'
import { type MockAdapterParameters, mockAdapter } from './mockAdapter.js'

// the browser's idle queue, run by hand
let idle: Map<number, () => void>
beforeEach(() => {
  idle = new Map()
  let handles = 0
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    handles += 1
    idle.set(handles, callback)
    return handles
  })
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function runIdle() {
  const callbacks = [...idle.values()]
  idle.clear()
  for (const callback of callbacks) callback()
}

// settles the load's promise chain
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup({
  mock,
  driver = createMemoryDriver(),
  load,
}: {
  mock?: Partial<MockAdapterParameters>
  driver?: ReturnType<typeof createMemoryDriver>
  load?: (real: ChainAdapter) => Promise<ChainAdapter>
} = {}) {
  const real = mockAdapter({
    namespace: 'solana',
    accounts: [solanaAddress],
    connectors: [{ id: 'phantom', name: 'Phantom' }],
    ...mock,
  })
  const loader = vi.fn(() => (load ? load(real) : Promise.resolve<ChainAdapter>(real)))
  const adapter = lazyAdapter({ namespace: 'solana', load: loader })
  const kit = createKit({
    networks: [mainnet, solana],
    adapters: [mockAdapter({ namespace: 'eip155', accounts: [evmAddress] }), adapter],
    storage: driver,
    logLevel: 'silent',
  })
  return { kit, adapter, real, loader }
}

/** a load the test settles by hand */
function deferred() {
  let resolve: (adapter: ChainAdapter) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<ChainAdapter>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const ids = (kit: ReturnType<typeof setup>['kit']) => kit.$connectors.get().map((c) => c.id)

test('default: loads when the page is idle, then lists the real connectors', async () => {
  const { kit, real, loader } = setup()
  await kit.ready
  await flush()
  expect(loader).not.toHaveBeenCalled()
  expect(ids(kit)).toEqual(['mock'])

  runIdle()
  await flush()
  expect(loader).toHaveBeenCalledTimes(1)
  expect(real.calls.map((c) => c.method)).toEqual(['setup'])
  expect(ids(kit)).toEqual(['mock', 'phantom'])

  // discovery after the load reaches the kit too
  real.addConnector({ id: 'solflare', name: 'Solflare' })
  expect(ids(kit)).toEqual(['mock', 'phantom', 'solflare'])
})

test('behavior: a stored connection of its namespace loads at once and reconnects', async () => {
  const driver = createMemoryDriver({
    'walletport:connectionStatus': '"connected"',
    'walletport:connectedNamespaces': '["solana"]',
    'walletport:connectorIds': '{"solana":"phantom"}',
  })
  const { kit, loader, real } = setup({ driver, mock: { authorized: ['phantom'] } })
  expect(kit.$connections.get().solana?.status).toBe('connecting')
  await kit.ready
  // no idle callback ran: the reconnect on load did not wait for one
  expect(idle.size).toBe(0)
  expect(loader).toHaveBeenCalledTimes(1)
  expect(real.calls.map((c) => c.method)).toEqual(['setup', 'reconnect'])
  expect(kit.$connections.get().solana).toMatchObject({
    status: 'connected',
    connectorId: 'phantom',
  })
})

test('behavior: a call before idle loads, sets up and forwards', async () => {
  const { kit, adapter, real, loader } = setup()
  await kit.ready
  const balance = await adapter.getBalance({ address: solanaAddress, network: solana })
  expect(balance.symbol).toBe('SOL')
  expect(loader).toHaveBeenCalledTimes(1)
  expect(real.calls.map((c) => c.method)).toEqual(['setup', 'getBalance'])

  // the idle load that follows finds it loaded
  runIdle()
  await flush()
  expect(loader).toHaveBeenCalledTimes(1)
  expect(real.calls.map((c) => c.method)).toEqual(['setup', 'getBalance'])
})

test('behavior: the kit connects and validates send receivers through the loaded adapter', async () => {
  const { kit, adapter } = setup()
  await kit.ready
  // before the load the connector is unknown to the kit
  await expect(connect(kit, { connectorId: 'phantom' })).rejects.toThrow('Connector not found')
  await adapter.load()
  await connect(kit, { connectorId: 'phantom' })
  expect(kit.$account.get()).toMatchObject({ status: 'connected', address: solanaAddress })

  await setSendReceiver(kit, { receiver: '0xnot-solana' })
  expect(getSendValidation(kit).issues).toContainEqual({
    field: 'receiverAddress',
    reason: 'invalid',
  })
  await setSendReceiver(kit, { receiver: solanaAddress })
  expect(getSendValidation(kit).issues.map((i) => i.field)).not.toContain('receiverAddress')
})

test('behavior: capabilities are absent before the load and mirror the real ones after', async () => {
  const { kit, adapter, loader } = setup({ mock: { capabilities: ['sendToken', 'getProfile'] } })
  await kit.ready
  expect(Object.keys(adapter.capabilities)).toEqual([])
  expect('sendToken' in adapter.capabilities).toBe(false)
  // reading one is a use: it starts the load
  expect(adapter.capabilities.sendToken).toBeUndefined()
  await flush()
  expect(loader).toHaveBeenCalledTimes(1)

  expect(Object.keys(adapter.capabilities)).toEqual(['sendToken', 'getProfile'])
  expect('sendToken' in adapter.capabilities).toBe(true)
  expect('estimateGas' in adapter.capabilities).toBe(false)
  expect(adapter.capabilities.estimateGas).toBeUndefined()
  expect(typeof adapter.capabilities.getProfile).toBe('function')
})

test('behavior: the synchronous methods before the load', async () => {
  const { kit, adapter, loader } = setup()
  await kit.ready
  expect(adapter.isAddress(solanaAddress)).toBe(false)
  expect(() => adapter.formatUnits(1n, 9)).toThrowErrorMatchingInlineSnapshot(`
    [AdapterNotLoadedError: The solana adapter is still loading

    Method: formatUnits
    Await a call such as reconnect() or connect() first.]
  `)
  expect(() => adapter.parseUnits('1', 9)).toThrow(AdapterNotLoadedError)
  await flush()
  // each one started the load, which ran once
  expect(loader).toHaveBeenCalledTimes(1)
  expect(adapter.isAddress(solanaAddress)).toBe(true)
  expect(adapter.isAddress(evmAddress)).toBe(false)
  expect(adapter.formatUnits(1_500_000_000n, 9)).toBe('1.5')
  expect(adapter.parseUnits('1.5', 9)).toBe(1_500_000_000n)
})

test('behavior: teardown before idle cancels the load', async () => {
  const { kit, loader } = setup()
  await kit.ready
  expect(idle.size).toBe(1)
  destroyKit(kit)
  expect(idle.size).toBe(0)
  await flush()
  expect(loader).not.toHaveBeenCalled()
})

test('behavior: a load that lands after teardown sets nothing up', async () => {
  const load = deferred()
  const { kit, adapter, real } = setup({ load: () => load.promise })
  await kit.ready
  const balance = adapter.getBalance({ address: solanaAddress, network: solana })
  destroyKit(kit)
  load.resolve(real)
  await balance
  expect(real.calls.map((c) => c.method)).toEqual(['getBalance'])
  expect(adapter.$connectors.get()).toEqual([])
})

test('behavior: teardown after the load tears the real adapter down', async () => {
  const { kit, adapter, real } = setup()
  await kit.ready
  await adapter.load()
  await connect(kit, { connectorId: 'phantom' })
  destroyKit(kit)
  // the real adapter's context is gone, and its connectors are no longer mirrored
  real.changeAccounts([])
  expect(kit.$connections.get().solana?.status).toBe('connected')
  real.addConnector({ id: 'solflare' })
  expect(adapter.$connectors.get().map((c) => c.id)).toEqual(['phantom'])
})

test('behavior: a failed load is logged, rejects with AdapterLoadError and is retried', async () => {
  let attempts = 0
  const { kit, adapter, real, loader } = setup({
    load: (mock) => {
      attempts += 1
      return attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(mock)
    },
  })
  await kit.ready
  const error = vi.spyOn(kit.log, 'error')
  const failed = adapter.connect({ connectorId: 'phantom', network: solana })
  await expect(failed).rejects.toBeInstanceOf(AdapterLoadError)
  await expect(failed).rejects.toMatchInlineSnapshot(`
    [AdapterLoadError: The solana adapter could not be loaded

    It is loaded again on the next call.

    Details: chunk failed]
  `)
  expect(error).toHaveBeenCalledWith('The solana adapter could not be loaded', expect.any(Error))

  const connected = await adapter.connect({ connectorId: 'phantom', network: solana })
  expect(connected.accounts[0]?.address).toBe(solanaAddress)
  expect(loader).toHaveBeenCalledTimes(2)
  expect(real.calls.map((c) => c.method)).toEqual(['setup', 'connect'])
})

test('behavior: an idle load that fails is logged, not thrown', async () => {
  const { kit, real } = setup({ load: () => Promise.reject(new Error('offline')) })
  await kit.ready
  const error = vi.spyOn(kit.log, 'error')
  runIdle()
  await flush()
  expect(error).toHaveBeenCalledTimes(1)
  expect(real.calls).toEqual([])
  expect(kit.$connectors.get().map((c) => c.id)).toEqual(['mock'])
})

test('behavior: an adapter of another namespace is refused', async () => {
  const adapter = lazyAdapter({
    namespace: 'solana',
    load: async () => mockAdapter({ namespace: 'eip155', accounts: [evmAddress] }),
  })
  await expect(adapter.load()).rejects.toMatchInlineSnapshot(`
    [AdapterLoadError: The solana adapter could not be loaded

    It is loaded again on the next call.

    Details: The loader returned eip155 adapter]
  `)
})

test('behavior: nothing loads at creation on the server', async () => {
  vi.unstubAllGlobals()
  vi.useFakeTimers()
  try {
    const { kit, loader } = setup()
    await vi.advanceTimersByTimeAsync(10_000)
    await kit.ready
    expect(loader).not.toHaveBeenCalled()
    destroyKit(kit)
  } finally {
    vi.useRealTimers()
  }
})
