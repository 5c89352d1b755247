import { type DataSource, type Identity, solana } from '@walletport/core'
import { type Address, createWalletClient, http, parseAbi } from 'viem'
import { waitForTransactionReceipt, writeContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type EvmAdapter, evmAdapter } from './evmAdapter.js'
import { createTestBed, localNetwork, type TestBed } from './test/createTestBed.js'
import { createTestContext } from './test/createTestContext.js'
import { artifacts, deploy } from './test/deployContracts.js'
import { devAccount } from './test/devAccounts.js'

const resolverAbi = parseAbi([
  'function setName(address account, string name)',
  'function setAvatar(string value)',
])
const AVATAR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

let bed: TestBed
let resolver: Address
const alice = devAccount(0).address
const nobody = devAccount(8).address

beforeAll(async () => {
  bed = await createTestBed({ proxy: true })
  resolver = await deploy(bed.anvil, artifacts.testUniversalResolver)
  await setName(alice, 'alice.eth')
  await admin('setAvatar', [AVATAR])
})
afterAll(async () => {
  await bed.stop()
})

async function admin(functionName: 'setAvatar', args: readonly [string]): Promise<void>
async function admin(functionName: 'setName', args: readonly [Address, string]): Promise<void>
async function admin(functionName: 'setName' | 'setAvatar', args: readonly unknown[]) {
  const wallet = createWalletClient({ account: devAccount(9), transport: http(bed.anvil.rpcUrl) })
  const hash =
    functionName === 'setName'
      ? await writeContract(wallet, {
          address: resolver,
          abi: resolverAbi,
          functionName,
          args: args as readonly [Address, string],
          chain: null,
        })
      : await writeContract(wallet, {
          address: resolver,
          abi: resolverAbi,
          functionName,
          args: args as readonly [string],
          chain: null,
        })
  await waitForTransactionReceipt(await bed.adapter.getClient(bed.network), { hash })
}
const setName = (account: Address, name: string) => admin('setName', [account, name])

function profileAdapter({ dataSource, now }: { dataSource?: DataSource; now?: () => number } = {}) {
  const adapter = evmAdapter({
    ens: { network: bed.network, universalResolverAddress: resolver },
    pollingInterval: 50,
    now,
  })
  const teardown = adapter.setup(createTestContext({ networks: [bed.network], dataSource }).ctx)
  return { adapter, teardown }
}

const ensReads = () => bed.proxy!.requests.length

describe('getProfile', () => {
  test('default: ENS name and avatar read over RPC', async () => {
    const { adapter, teardown } = profileAdapter()
    expect(await adapter.capabilities.getProfile({ address: alice, network: bed.network })).toEqual(
      {
        name: 'alice.eth',
        avatar: AVATAR,
      },
    )
    expect(
      await adapter.capabilities.getProfile({ address: nobody, network: bed.network }),
    ).toEqual({
      name: null,
      avatar: null,
    })
    teardown()
  })

  test('behavior: the data service first, ENS when it fails or knows nothing', async () => {
    const answers: (Identity | Error)[] = [
      { name: 'hosted.eth', avatar: 'https://avatars.example/a.png' },
      new Error('data service down'),
      { name: null, avatar: null },
    ]
    const asked: string[] = []
    const dataSource: DataSource = {
      getTokenBalances: async () => [],
      async getIdentity({ address }) {
        asked.push(address)
        const answer = answers.shift()
        if (!answer || answer instanceof Error) throw answer ?? new Error('no answer')
        return answer
      },
    }
    const read = async () => {
      // a fresh adapter each time, so its 5 minute cache stays out of the way
      const { adapter, teardown } = profileAdapter({ dataSource })
      const before = ensReads()
      const identity = await adapter.capabilities.getProfile({
        address: alice,
        network: bed.network,
      })
      teardown()
      return { identity, rpc: ensReads() - before }
    }
    expect(await read()).toEqual({
      identity: { name: 'hosted.eth', avatar: 'https://avatars.example/a.png' },
      rpc: 0,
    })
    const fallback = await read()
    expect(fallback.identity).toEqual({ name: 'alice.eth', avatar: AVATAR })
    expect(fallback.rpc).toBeGreaterThan(0)
    expect((await read()).identity.name).toBe('alice.eth')
    expect(asked).toEqual([alice, alice, alice])
  })

  test('behavior: cleared on testnets and other namespaces, without a single request', async () => {
    const { adapter, teardown } = profileAdapter()
    const before = ensReads()
    const testnet = localNetwork({
      chainId: 31337,
      rpcUrl: bed.network.rpcUrls.default.http[0] ?? '',
      testnet: true,
    })
    const clear = { name: null, avatar: null }
    expect(await adapter.capabilities.getProfile({ address: alice, network: testnet })).toEqual(
      clear,
    )
    expect(await adapter.capabilities.getProfile({ address: alice, network: solana })).toEqual(
      clear,
    )
    expect(ensReads()).toBe(before)
    teardown()
  })

  test('behavior: kept 5 minutes', async () => {
    let clock = 1_000_000
    const { adapter, teardown } = profileAdapter({ now: () => clock })
    const read = () => adapter.capabilities.getProfile({ address: alice, network: bed.network })
    expect((await read()).name).toBe('alice.eth')
    await setName(alice, 'alice2.eth')
    const before = ensReads()
    clock += 299_000
    expect((await read()).name).toBe('alice.eth')
    expect(ensReads()).toBe(before)
    clock += 2_000
    expect((await read()).name).toBe('alice2.eth')
    await setName(alice, 'alice.eth')
    teardown()
  })

  test('behavior: without an ENS network the profile is empty', async () => {
    const adapter: EvmAdapter = evmAdapter({ ens: false })
    const teardown = adapter.setup(createTestContext({ networks: [bed.network] }).ctx)
    expect(await adapter.capabilities.getProfile({ address: alice, network: bed.network })).toEqual(
      {
        name: null,
        avatar: null,
      },
    )
    teardown()
  })
})
