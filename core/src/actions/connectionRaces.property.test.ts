import fc from 'fast-check'
import { expect, test } from 'vitest'
import { type MockAdapter, type MockFailures, mockAdapter } from '../adapter/mockAdapter.js'
import { createKit } from '../kit/createKit.js'
import type { Kit } from '../kit/types.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { solana, solanaDevnet } from '../networks/solana.js'
import { getActiveNetworkId } from '../storage/activeNetworkId.js'
import { getConnectedNamespaces } from '../storage/connectedNamespaces.js'
import { getConnectorId } from '../storage/connectorIds.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import { evmAddress, evmAddress2, solanaAddress } from '../test/createTestKit.js'
import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { reconnect } from './reconnect.js'
import { switchNetwork } from './switchNetwork.js'

const solanaAddress2 = 'So11111111111111111111111111111111111111112'
const NAMESPACES = ['eip155', 'solana'] as const
const ACCOUNTS = { eip155: [evmAddress, evmAddress2], solana: [solanaAddress, solanaAddress2] }
const CONNECTORS = { eip155: 'mock', solana: 'phantom' }
const NETWORKS = [mainnet, arbitrum, solana, solanaDevnet]
// where a wallet may wander by itself: configured networks and one unlisted per namespace
const WALLET_NETWORKS = {
  eip155: [mainnet.caipNetworkId, arbitrum.caipNetworkId, 'eip155:999'],
  solana: [solana.caipNetworkId, solanaDevnet.caipNetworkId, 'solana:unlisted'],
} as const

const namespace = fc.constantFrom(...NAMESPACES)
const failures: fc.Arbitrary<MockFailures> = fc.record(
  {
    connect: fc.constantFrom('reject', 'wrongChain', 'disconnect') as fc.Arbitrary<
      MockFailures['connect']
    >,
    reconnect: fc.constant('fail') as fc.Arbitrary<MockFailures['reconnect']>,
    switchNetwork: fc.constantFrom(
      'reject',
      'disconnect',
      'unrecognizedChain',
      'addChainFails',
    ) as fc.Arbitrary<MockFailures['switchNetwork']>,
    disconnect: fc.constant('fail') as fc.Arbitrary<MockFailures['disconnect']>,
  },
  { requiredKeys: [] },
)
const command = fc.oneof(
  fc.record({ kind: fc.constant('connect' as const), namespace }),
  fc.record({ kind: fc.constant('reconnect' as const) }),
  fc.record({ kind: fc.constant('disconnect' as const), namespace: fc.option(namespace) }),
  fc.record({
    kind: fc.constant('switch' as const),
    networkId: fc.constantFrom(...NETWORKS.map((n) => n.caipNetworkId)),
  }),
  fc.record({
    kind: fc.constant('accounts' as const),
    namespace,
    picks: fc.subarray([0, 1]),
  }),
  fc.record({ kind: fc.constant('network' as const), namespace, pick: fc.nat(2) }),
  fc.record({ kind: fc.constant('end' as const), namespace }),
  fc.record({ kind: fc.constant('fail' as const), namespace, failures }),
)
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never

/** the wallet's methods answer when the scheduler says, so every interleaving can happen */
function scheduled(s: fc.Scheduler, mock: MockAdapter): MockAdapter {
  // the wallet acts at once and the kit hears back later; a refusal is held as a value until
  // then, so it is never an unhandled rejection meanwhile
  const later =
    <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      s
        .schedule(
          fn(...args).then(
            (value) => ({ ok: true as const, value }),
            (error: unknown) => ({ ok: false as const, error }),
          ),
          name,
        )
        .then((outcome) => (outcome.ok ? outcome.value : Promise.reject(outcome.error)))
  return {
    ...mock,
    connect: later('connect', mock.connect),
    reconnect: later('reconnect', mock.reconnect),
    disconnect: later('disconnect', mock.disconnect),
    switchNetwork: later('switchNetwork', mock.switchNetwork),
  }
}

function run(kit: Kit, mocks: Record<ChainNamespace, MockAdapter>, c: Command): Promise<unknown> {
  switch (c.kind) {
    case 'connect':
      return connect(kit, { connectorId: CONNECTORS[c.namespace], namespace: c.namespace })
    case 'reconnect':
      return reconnect(kit, { namespaces: [...NAMESPACES] })
    case 'disconnect':
      return disconnect(kit, c.namespace === null ? {} : { namespace: c.namespace })
    case 'switch':
      return switchNetwork(kit, { networkId: c.networkId })
    case 'accounts':
      mocks[c.namespace].changeAccounts(c.picks.map((i) => ACCOUNTS[c.namespace][i] as string))
      return Promise.resolve()
    case 'network':
      mocks[c.namespace].changeNetwork(WALLET_NETWORKS[c.namespace][c.pick] as CaipNetworkId)
      return Promise.resolve()
    case 'end':
      mocks[c.namespace].endSession()
      return Promise.resolve()
    case 'fail':
      mocks[c.namespace].setFailures(c.failures)
      return Promise.resolve()
  }
}

/** the invariants; each broken one is named */
function broken(kit: Kit, mocks: Record<ChainNamespace, MockAdapter>): string[] {
  const found: string[] = []
  const storage = kit.storage
  for (const n of NAMESPACES) {
    const connection = kit.$connections.get()[n]
    const chain = kit._internal.chains.get(n)
    const wallet = mocks[n].wallet()
    const { address, caipAddress } = chain?.account ?? {}
    const stored = getConnectedNamespaces(storage).includes(n)
    if (connection?.status === 'connected') {
      if (!address || !wallet.accounts.some((a) => a.address === address))
        found.push(`${n}: connected with an address the wallet does not have`)
      if (wallet.connectorId !== connection.connectorId)
        found.push(`${n}: connected, the wallet is not`)
      const shown = chain?.activeNetwork.caipNetworkId
      if (shown !== wallet.networkId && chain?.unsupportedNetworkId !== wallet.networkId)
        found.push(`${n}: shows ${shown}, the wallet is on ${wallet.networkId}`)
      if (caipAddress !== `${wallet.networkId}:${address}`)
        found.push(`${n}: caipAddress ${caipAddress} is not the wallet's`)
      if (!stored || getConnectorId(storage, n) !== connection.connectorId)
        found.push(`${n}: connected, storage disagrees`)
    } else if (connection?.status === 'disconnected') {
      if (address !== undefined || caipAddress !== undefined)
        found.push(`${n}: disconnected with an address`)
      if (stored || getConnectorId(storage, n) !== undefined)
        found.push(`${n}: disconnected, storage disagrees`)
    } else found.push(`${n}: left ${connection?.status}`)
  }
  const activeId = getActiveNetworkId(storage)
  if (activeId !== undefined && activeId !== kit.$activeNetwork.get().caipNetworkId)
    found.push(`stored active network ${activeId}, shown ${kit.$activeNetwork.get().caipNetworkId}`)
  return found
}

test('property: after any interleaving of 50 calls with failures flipped, the state tells the truth', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.scheduler(),
      fc.array(command, { minLength: 50, maxLength: 50 }),
      async (s, commands) => {
        const mocks = {
          eip155: mockAdapter({ namespace: 'eip155', accounts: [evmAddress] }),
          solana: mockAdapter({
            namespace: 'solana',
            accounts: [solanaAddress],
            connectors: [{ id: 'phantom', name: 'Phantom' }],
          }),
        } as Record<ChainNamespace, MockAdapter>
        const kit = createKit({
          networks: NETWORKS,
          adapters: [scheduled(s, mocks.eip155), scheduled(s, mocks.solana)],
          storage: createMemoryDriver(),
          logLevel: 'silent',
        })
        const ready = kit.ready
        await s.waitAll()
        await ready
        const settled = new Set<number>()
        const calls = commands.map((c, i) =>
          s
            .schedule(Promise.resolve(), `${i} ${JSON.stringify(c)}`)
            .then(() => run(kit, mocks, c))
            .catch(() => {})
            .finally(() => settled.add(i)),
        )
        // new wallet calls are scheduled as earlier ones resolve: drain until none is left
        do {
          await s.waitAll()
          await new Promise((resolve) => setTimeout(resolve, 0))
        } while (s.count() > 0)
        const hung = calls.map((_, i) => i).filter((i) => !settled.has(i))
        expect(hung, 'calls that never settled').toEqual([])
        expect(broken(kit, mocks)).toEqual([])
      },
    ),
    { numRuns: 1_000 },
  )
}, 120_000)
