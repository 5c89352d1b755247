import { expect, test, vi } from 'vitest'
import { mainnet, monadTestnet } from '../networks/evm.js'
import { createTestKit, createTwoChainKit, evmAddress } from '../test/createTestKit.js'
import type { DataSource, Identity } from '../types/dataSource.js'
import { connect } from './connect.js'
import { switchNetwork } from './switchNetwork.js'
import { syncIdentity } from './syncIdentity.js'

function source(identity: Identity | Error, names?: readonly string[] | Error) {
  return {
    getTokenBalances: vi.fn(async () => []),
    getIdentity: vi.fn(async () => {
      if (identity instanceof Error) throw identity
      return identity
    }),
    ...(names && {
      getNamesForAddress: vi.fn(async () => {
        if (names instanceof Error) throw names
        return names.map((name) => ({ name }))
      }),
    }),
  } satisfies DataSource
}

async function connected(parameters: Parameters<typeof createTestKit>[0] = {}) {
  const test = createTestKit({ networks: [mainnet, monadTestnet], ...parameters })
  await test.kit.ready
  await connect(test.kit, { connectorId: 'mock' })
  return test
}

const profile = (kit: ReturnType<typeof createTestKit>['kit']) => {
  const { profileName, profileImage } = kit.$account.get()
  return { profileName, profileImage }
}

test('default', async () => {
  const dataSource = source({ name: 'alice.eth', avatar: 'https://img.example/a.png' }, [])
  const { kit, adapter } = await connected({
    dataSource,
    mock: { capabilities: ['getProfile'], profile: { name: 'other', avatar: null } },
  })
  expect(await syncIdentity(kit)).toEqual({
    name: 'alice.eth',
    avatar: 'https://img.example/a.png',
  })
  expect(profile(kit)).toEqual({
    profileName: 'alice.eth',
    profileImage: 'https://img.example/a.png',
  })
  expect(dataSource.getIdentity).toHaveBeenCalledWith({
    address: evmAddress,
    network: mainnet,
    signal: undefined,
  })
  // found at the first step: no fallback is asked
  expect(adapter.calls.map((c) => c.method)).not.toContain('getProfile')
  expect(dataSource.getNamesForAddress).not.toHaveBeenCalled()
})

test('behavior: then the adapter profile, keeping an avatar already found', async () => {
  const { kit, adapter } = await connected({
    dataSource: source({ name: null, avatar: 'https://img.example/first.png' }),
    mock: { capabilities: ['getProfile'], profile: { name: 'bob.eth', avatar: 'https://x/b.png' } },
  })
  await syncIdentity(kit)
  expect(profile(kit)).toEqual({
    profileName: 'bob.eth',
    profileImage: 'https://img.example/first.png',
  })
  expect(adapter.calls.find((c) => c.method === 'getProfile')?.parameters).toEqual({
    address: evmAddress,
    network: mainnet,
  })
})

test('behavior: then a name lookup', async () => {
  const dataSource = source({ name: null, avatar: null }, ['carol.reown.id', 'carol2.reown.id'])
  const { kit } = await connected({ dataSource, mock: { capabilities: ['getProfile'] } })
  expect(await syncIdentity(kit)).toEqual({ name: 'carol.reown.id', avatar: null })
  expect(profile(kit)).toEqual({ profileName: 'carol.reown.id', profileImage: undefined })
})

test('behavior: a failing step is skipped', async () => {
  const dataSource = source(new Error('service down'), ['dave.reown.id'])
  const { kit, adapter } = await connected({ dataSource, mock: { capabilities: ['getProfile'] } })
  adapter.setFailures({ getProfile: 'fail' })
  expect(await syncIdentity(kit)).toEqual({ name: 'dave.reown.id', avatar: null })
  // nothing anywhere: both cleared
  const empty = await connected({
    dataSource: source({ name: null, avatar: null }, new Error('x')),
  })
  empty.kit._internal.chains.updateAccount('eip155', {
    profileName: 'stale',
    profileImage: 'stale',
  })
  expect(await syncIdentity(empty.kit)).toEqual({ name: null, avatar: null })
  expect(profile(empty.kit)).toEqual({ profileName: undefined, profileImage: undefined })
})

test('behavior: without a data source, the adapter profile alone', async () => {
  const { kit } = await connected({
    mock: { capabilities: ['getProfile'], profile: { name: 'erin.eth', avatar: null } },
  })
  expect(await syncIdentity(kit)).toEqual({ name: 'erin.eth', avatar: null })
})

test('behavior: cleared on a testnet, with nothing asked', async () => {
  const dataSource = source({ name: 'alice.eth', avatar: null })
  const { kit } = await connected({ dataSource })
  await syncIdentity(kit)
  expect(profile(kit).profileName).toBe('alice.eth')
  await switchNetwork(kit, { networkId: monadTestnet.caipNetworkId })
  dataSource.getIdentity.mockClear()
  expect(await syncIdentity(kit)).toEqual({ name: null, avatar: null })
  expect(profile(kit)).toEqual({ profileName: undefined, profileImage: undefined })
  expect(dataSource.getIdentity).not.toHaveBeenCalled()
})

test('behavior: cleared on other namespaces', async () => {
  const dataSource = source({ name: 'alice.eth', avatar: null })
  const { kit } = createTwoChainKit({ dataSource })
  await kit.ready
  await connect(kit, { connectorId: 'phantom' })
  kit._internal.chains.updateAccount('solana', { profileName: 'stale' })
  expect(await syncIdentity(kit)).toEqual({ name: null, avatar: null })
  expect(kit.$account.get()).toMatchObject({ namespace: 'solana', profileName: undefined })
  expect(dataSource.getIdentity).not.toHaveBeenCalled()
})

test('behavior: an aborted sync writes nothing', async () => {
  const { kit } = await connected({ dataSource: source({ name: 'alice.eth', avatar: null }) })
  const controller = new AbortController()
  const sync = syncIdentity(kit, { signal: controller.signal })
  controller.abort()
  await sync
  expect(profile(kit).profileName).toBeUndefined()
})

test('behavior: without an address', async () => {
  const { kit } = createTestKit()
  await expect(syncIdentity(kit)).rejects.toThrowErrorMatchingInlineSnapshot(
    `[NetworkOrAddressUndefinedError: CaipNetwork or CaipAddress is undefined]`,
  )
})
