// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import type { InitialStateIgnoredError } from '../errors/ssr.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { cookieStorage, parseCookies } from '../storage/cookieStorage.js'
import { createTestKit, evmAddress } from '../test/createTestKit.js'
import { cookieToInitialState } from './cookieToInitialState.js'
import { INITIAL_STATE_COOKIE } from './initialState.js'
import { watchInitialState } from './watchInitialState.js'

const networks = [mainnet, arbitrum]

afterEach(() => {
  const jar = cookieStorage()
  for (const name of parseCookies(document.cookie).keys()) jar.removeItem(name)
})

const cookieWith = (value: string) =>
  `other=1; ${encodeURIComponent(INITIAL_STATE_COOKIE)}=${encodeURIComponent(value)}; theme=dark`

function warnings() {
  const seen: InitialStateIgnoredError[] = []
  return { seen, onWarning: (w: InitialStateIgnoredError) => seen.push(w) }
}

test('default: a connection is kept in a cookie that the server reads back', async () => {
  const { kit } = createTestKit({ driver: cookieStorage() })
  const stop = watchInitialState(kit)
  await kit.ready
  expect(cookieToInitialState(document.cookie, { networks })).toBeUndefined()
  await connect(kit, { connectorId: 'mock' })
  expect(cookieToInitialState(document.cookie, { networks })).toEqual({
    version: 1,
    activeNetworkId: 'eip155:1',
    accounts: [{ namespace: 'eip155', address: evmAddress, networkId: 'eip155:1' }],
  })
  await disconnect(kit)
  expect(cookieToInitialState(document.cookie, { networks })).toBeUndefined()
  stop()
})

test('behavior: a stored connection being re-synced keeps its cookie', async () => {
  const first = createTestKit({ driver: cookieStorage() })
  const stopFirst = watchInitialState(first.kit)
  await first.kit.ready
  await connect(first.kit, { connectorId: 'mock' })
  stopFirst()
  const { kit } = createTestKit({ driver: cookieStorage(), mock: { authorized: ['mock'] } })
  expect(kit.$status.get()).toBe('connecting')
  const stop = watchInitialState(kit)
  expect(cookieToInitialState(document.cookie, { networks })?.accounts).toHaveLength(1)
  await kit.ready
  expect(cookieToInitialState(document.cookie, { networks })?.accounts[0]?.address).toBe(evmAddress)
  stop()
})

test('behavior: no cookie, or none of ours, is no state and no warning', () => {
  const { seen, onWarning } = warnings()
  expect(cookieToInitialState(undefined, { networks, onWarning })).toBeUndefined()
  expect(cookieToInitialState('', { networks, onWarning })).toBeUndefined()
  expect(cookieToInitialState('a=b; c=%E0%A4%A', { networks, onWarning })).toBeUndefined()
  expect(seen).toEqual([])
})

test('bad input: a corrupt cookie, another app’s, or an old version is ignored with a typed warning', () => {
  const cases = [
    'not json {',
    '{"version":1}',
    JSON.stringify({ user: 'someone', theme: 'dark' }),
    JSON.stringify({ version: 2, activeNetworkId: 'eip155:1', accounts: [] }),
    JSON.stringify({
      version: 1,
      activeNetworkId: 'eip155:1',
      accounts: [{ namespace: 'cosmos', address: 'x', networkId: 'eip155:1' }],
    }),
    JSON.stringify({ version: 1, activeNetworkId: 'eip155:1', accounts: 'x'.repeat(5000) }),
  ]
  for (const value of cases) {
    const { seen, onWarning } = warnings()
    expect(cookieToInitialState(cookieWith(value), { networks, onWarning })).toBeUndefined()
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ name: 'InitialStateIgnoredError', reason: 'corrupt' })
  }
  // a malformed escape in our own cookie is the same: ignored, never thrown
  const { seen, onWarning } = warnings()
  expect(
    cookieToInitialState(`${encodeURIComponent(INITIAL_STATE_COOKIE)}=%E0%A4%A`, {
      networks,
      onWarning,
    }),
  ).toBeUndefined()
  expect(seen).toEqual([])
})

test('bad input: a cookie naming a network the kit does not have is ignored with a typed warning', () => {
  const { seen, onWarning } = warnings()
  const state = {
    version: 1,
    activeNetworkId: 'eip155:1',
    accounts: [{ namespace: 'eip155', address: evmAddress, networkId: 'eip155:8453' }],
  }
  expect(cookieToInitialState(cookieWith(JSON.stringify(state)), { networks, onWarning })).toBe(
    undefined,
  )
  expect(seen[0]).toMatchObject({
    reason: 'unknownNetwork',
    details: 'The kit has no network eip155:8453',
  })
  expect(seen[0]?.message).toContain(
    'Pass the same networks to cookieToInitialState as to createKit.',
  )
})
