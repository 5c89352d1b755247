import { afterEach, expect, test, vi } from 'vitest'
import { close } from '../actions/close.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { signIn } from '../actions/signIn.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import { createSignInKit, settle } from '../test/createSignInKit.js'
import { evmAddress } from '../test/createTestKit.js'
import { createLocalSiwx } from './createLocalSiwx.js'
import { getSignInState } from './signInState.js'

afterEach(() => {
  vi.useRealTimers()
})

const account = { networkId: 'eip155:1', address: evmAddress } as const

async function connected(parameters: Parameters<typeof createSignInKit>[0] = {}) {
  const test = createSignInKit(parameters)
  await test.kit.ready
  await connect(test.kit, { connectorId: 'mock' })
  await settle()
  return test
}

test('behavior: a session ends when it expires, and the sign view opens again', async () => {
  const sessions = createMemoryDriver()
  const { kit } = await connected({
    sessions,
    siwx: createLocalSiwx({ storage: sessions, expiry: 60_000 }),
  })
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  await signIn(kit)
  expect(getSignInState(kit).status).toBe('signed')
  expect(kit.$open.get()).toBe(false)
  await vi.advanceTimersByTimeAsync(59_000)
  expect(getSignInState(kit).status).toBe('signed')
  await vi.advanceTimersByTimeAsync(1_000)
  expect(getSignInState(kit).status).toBe('unsigned')
  expect(getSignInState(kit).session).toBeUndefined()
  expect(kit.$view.get()).toBe('SIWXSignMessage')
  expect(kit.$open.get()).toBe(true)
  // what the config keeps agrees: the expired session is not offered
  expect(await kit.options.siwx?.getSessions(account)).toEqual([])
})

test('behavior: a session signed again before expiry is followed instead', async () => {
  const sessions = createMemoryDriver()
  const { kit } = await connected({
    sessions,
    siwx: createLocalSiwx({ storage: sessions, expiry: 60_000 }),
  })
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  await signIn(kit)
  await vi.advanceTimersByTimeAsync(30_000)
  await signIn(kit)
  await vi.advanceTimersByTimeAsync(45_000)
  // the first session would have expired by now; the second has 15 s left
  expect(getSignInState(kit).status).toBe('signed')
  await vi.advanceTimersByTimeAsync(15_000)
  expect(getSignInState(kit).status).toBe('unsigned')
})

test('behavior: a disconnect revokes the session; a reconnect asks again', async () => {
  const { kit } = await connected()
  await signIn(kit)
  expect(await kit.options.siwx?.getSessions(account)).toHaveLength(1)
  await disconnect(kit)
  await settle()
  expect(getSignInState(kit).status).toBe('idle')
  expect(await kit.options.siwx?.getSessions(account)).toEqual([])
  await connect(kit, { connectorId: 'mock' })
  await settle()
  expect(getSignInState(kit).status).toBe('unsigned')
  expect(kit.$view.get()).toBe('SIWXSignMessage')
})

test('behavior: a reload keeps the session (no disconnect happened)', async () => {
  const driver = createMemoryDriver()
  const sessions = createMemoryDriver()
  const first = await connected({ driver, sessions })
  const session = await signIn(first.kit)
  const reloaded = createSignInKit({ driver, sessions, mock: { authorized: ['mock'] } })
  await reloaded.kit.ready
  await settle()
  expect(getSignInState(reloaded.kit).status).toBe('signed')
  expect(getSignInState(reloaded.kit).session).toEqual(session)
})

test('behavior: required and unsigned, closing stays disabled across a reload', async () => {
  const driver = createMemoryDriver()
  const sessions = createMemoryDriver()
  const first = await connected({ driver, sessions, required: true })
  expect(getSignInState(first.kit).canClose).toBe(false)
  const reloaded = createSignInKit({
    driver,
    sessions,
    required: true,
    mock: { authorized: ['mock'] },
  })
  await reloaded.kit.ready
  await settle()
  const { kit } = reloaded
  expect(kit.$status.get()).toBe('connected')
  expect(getSignInState(kit).status).toBe('unsigned')
  expect(kit.$view.get()).toBe('SIWXSignMessage')
  expect(getSignInState(kit).canClose).toBe(false)
  close(kit)
  expect(kit.$open.get()).toBe(true)
  // signing in lifts it
  await signIn(kit)
  expect(getSignInState(kit).canClose).toBe(true)
})
