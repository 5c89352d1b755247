import { expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { destroyKit } from '../kit/destroyKit.js'
import { mainnet, monadTestnet } from '../networks/evm.js'
import { createTestKit, evmAddress, evmAddress2 } from '../test/createTestKit.js'
import type { DataSource } from '../types/dataSource.js'
import { identitySync } from './identitySync.js'

const names: Record<string, string> = { [evmAddress]: 'alice.eth', [evmAddress2]: 'bob.eth' }

function setup() {
  const dataSource = {
    getTokenBalances: async () => [],
    getIdentity: vi.fn(async ({ address }: { address: string }) => ({
      name: names[address] ?? null,
      avatar: null,
    })),
  } satisfies DataSource
  const test = createTestKit({
    networks: [mainnet, monadTestnet],
    dataSource,
    plugins: [identitySync()],
  })
  return { ...test, dataSource }
}

test('default', async () => {
  const { kit, adapter, dataSource } = setup()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await vi.waitFor(() => expect(kit.$account.get().profileName).toBe('alice.eth'))

  // another account
  adapter.changeAccounts([evmAddress2])
  await vi.waitFor(() => expect(kit.$account.get().profileName).toBe('bob.eth'))

  // a testnet clears it
  await switchNetwork(kit, { networkId: monadTestnet.caipNetworkId })
  await vi.waitFor(() => expect(kit.$account.get().profileName).toBeUndefined())
  expect(dataSource.getIdentity).toHaveBeenCalledTimes(2)
})

test('behavior: a reload syncs the restored account', async () => {
  const first = setup()
  await first.kit.ready
  await connect(first.kit, { connectorId: 'mock' })
  const reloaded = createTestKit({
    networks: [mainnet, monadTestnet],
    driver: first.storage,
    mock: { authorized: ['mock'] },
    dataSource: first.dataSource,
    plugins: [identitySync()],
  })
  await reloaded.kit.ready
  await vi.waitFor(() => expect(reloaded.kit.$account.get().profileName).toBe('alice.eth'))
})

test('behavior: a sync overtaken by another account does not write', async () => {
  const { kit, adapter, dataSource } = setup()
  let release: () => void = () => {}
  dataSource.getIdentity.mockImplementationOnce(
    ({ address }) =>
      new Promise((resolve) => {
        release = () => resolve({ name: `late ${names[address]}`, avatar: null })
      }),
  )
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  adapter.changeAccounts([evmAddress2])
  await vi.waitFor(() => expect(kit.$account.get().profileName).toBe('bob.eth'))
  release()
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(kit.$account.get().profileName).toBe('bob.eth')
})

test('behavior: nothing is asked while disconnected, or after destroyKit', async () => {
  const { kit, dataSource } = setup()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await vi.waitFor(() => expect(dataSource.getIdentity).toHaveBeenCalledOnce())
  await disconnect(kit)
  destroyKit(kit)
  await connect(kit, { connectorId: 'mock' })
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(dataSource.getIdentity).toHaveBeenCalledOnce()
})
