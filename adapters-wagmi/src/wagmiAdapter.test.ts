import {
  createConnector,
  getConnection,
  mock,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  switchChain as wagmiSwitchChain,
  watchConnection,
} from '@wagmi/core'
import {
  BaseError,
  connect,
  disconnect,
  fetchBalance,
  getAccount,
  ProviderRpcError,
  sendTransaction,
  signMessage,
  switchNetwork,
  writeContract,
} from '@walletport/core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { artifacts, deploy } from '../../adapters-evm/src/test/deployContracts.js'
import { WagmiActionError, WagmiChainsMismatchError } from './errors/errors.js'
import {
  ACCOUNT,
  createWagmiBed,
  mockWallet,
  OTHER_ACCOUNT,
  type WagmiBed,
} from './test/createWagmiBed.js'

let bed: WagmiBed

beforeAll(async () => {
  bed = await createWagmiBed()
})

afterAll(async () => {
  await bed?.stop()
})

const status = (kit: ReturnType<WagmiBed['make']>['kit']) => kit.$connections.get().eip155?.status

describe('one connection, both ways', () => {
  test('default: a connect in the kit is wagmi connection, seen by watchConnection', async () => {
    const { config, kit } = bed.make()
    const seen: string[] = []
    const stop = watchConnection(config, {
      onChange: (c) => void seen.push(`${c.status}:${c.address ?? ''}:${c.chainId ?? ''}`),
    })
    expect(kit.$connectors.get()).toEqual([
      { id: 'mock', name: 'Mock Connector', type: 'EXTERNAL', chain: 'eip155' },
    ])
    const connected = await connect(kit, { connectorId: 'mock' })
    expect(connected).toMatchObject({
      connectorId: 'mock',
      networkId: 'eip155:31337',
      accounts: [
        { namespace: 'eip155', address: ACCOUNT, type: 'eoa' },
        { namespace: 'eip155', address: OTHER_ACCOUNT, type: 'eoa' },
      ],
    })
    const wagmi = getConnection(config)
    expect([wagmi.status, wagmi.address, wagmi.chainId, wagmi.connector?.id]).toEqual([
      'connected',
      ACCOUNT,
      31337,
      'mock',
    ])
    expect(seen.at(-1)).toBe(`connected:${ACCOUNT}:31337`)
    expect(getAccount(kit).address).toBe(ACCOUNT)

    // the kit's switch and disconnect move wagmi too
    await switchNetwork(kit, { networkId: 'eip155:31338' })
    expect(getConnection(config).chainId).toBe(31338)
    expect(kit.$activeNetwork.get().caipNetworkId).toBe('eip155:31338')
    await disconnect(kit)
    expect(getConnection(config).status).toBe('disconnected')
    expect(status(kit)).toBe('disconnected')
    stop()
  })

  test('behavior: a connect, switch and disconnect made through wagmi are seen by the kit', async () => {
    const { config, kit } = bed.make()
    const [connector] = config.connectors
    await wagmiConnect(config, { connector: connector!, chainId: 31337 })
    expect(status(kit)).toBe('connected')
    expect(getAccount(kit).address).toBe(ACCOUNT)
    expect(getAccount(kit).caipAddress).toBe(`eip155:31337:${ACCOUNT}`)
    expect(kit.$connections.get().eip155?.connectorId).toBe('mock')

    await wagmiSwitchChain(config, { chainId: 31338 })
    expect(kit.$activeNetwork.get().caipNetworkId).toBe('eip155:31338')
    expect(getAccount(kit).caipAddress).toBe(`eip155:31338:${ACCOUNT}`)

    await wagmiDisconnect(config)
    expect(status(kit)).toBe('disconnected')
    expect(getAccount(kit).address).toBeUndefined()
  })

  test('behavior: a connection wagmi holds before the kit exists is the kit connection', async () => {
    const first = bed.make()
    await wagmiConnect(first.config, { connector: first.config.connectors[0]!, chainId: 31338 })
    // a second kit on the same config, as after a remount of the app's providers
    const { createKit } = await import('@walletport/core')
    const { wagmiAdapter } = await import('./wagmiAdapter.js')
    const kit = createKit({
      networks: bed.networks,
      adapters: [wagmiAdapter({ config: first.config })],
      isMobile: false,
      logLevel: 'silent',
    })
    expect(status(kit)).toBe('connected')
    expect(getAccount(kit).caipAddress).toBe(`eip155:31338:${ACCOUNT}`)
    await wagmiDisconnect(first.config)
    expect(status(kit)).toBe('disconnected')
    expect(status(first.kit)).toBe('disconnected')
  })

  test('behavior: a page reload restores the stored connection through wagmi reconnect', async () => {
    const { createMemoryDriver } = await import('@walletport/core')
    const driver = createMemoryDriver()
    const first = bed.make({ driver })
    await connect(first.kit, { connectorId: 'mock' })
    // a fresh config and kit on the same kit storage: wagmi's mock restores (reconnect: true)
    const connector = mock({
      accounts: [ACCOUNT],
      features: { reconnect: true, defaultConnected: true },
    })
    const second = bed.make({ driver, connectors: [connector] })
    await second.kit.ready
    expect(status(second.kit)).toBe('connected')
    expect(getConnection(second.config).status).toBe('connected')
    expect(getAccount(second.kit).address).toBe(ACCOUNT)
  })
})

describe('reads and writes through wagmi actions', () => {
  test('default: the native balance', async () => {
    const { kit } = bed.make()
    await connect(kit, { connectorId: 'mock' })
    await bed.anvils[0].rpc('anvil_setBalance', [ACCOUNT, '0x4563918244f40000'])
    const balance = await fetchBalance(kit, { force: true })
    expect(balance).toEqual({
      value: 5_000_000_000_000_000_000n,
      decimals: 18,
      symbol: 'ETH',
      formatted: '5',
    })
    await disconnect(kit)
  })

  test('behavior: a signed message verifies against the account', async () => {
    const { kit } = bed.make()
    await connect(kit, { connectorId: 'mock' })
    const signature = await signMessage(kit, { message: 'hello from walletport' })
    expect(
      await verifyMessage({
        address: ACCOUNT,
        message: 'hello from walletport',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    await disconnect(kit)
  })

  test('behavior: a sent transaction is mined', async () => {
    const { kit, adapter } = bed.make()
    await connect(kit, { connectorId: 'mock', networkId: 'eip155:31338' })
    await bed.anvils[1].rpc('anvil_setBalance', [ACCOUNT, '0x56bc75e2d63100000'])
    const before = await readBalance(1, OTHER_ACCOUNT)
    const hash = await sendTransaction(kit, { to: OTHER_ACCOUNT, value: parseEther('0.25') })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await adapter.capabilities.waitForReceipt({
      network: bed.networks[1],
      hash: hash!,
    })
    expect(receipt.status).toBe('success')
    expect((await readBalance(1, OTHER_ACCOUNT)) - before).toBe(parseEther('0.25'))
    await disconnect(kit)
  })

  test('behavior: a contract write lands', async () => {
    const { kit, adapter } = bed.make()
    const token = await deploy(
      { ...bed.anvils[0], rpcUrl: bed.anvils[0].rpcUrl },
      artifacts.testToken,
      ['Test Token', 'TT', 6, 10n ** 15n],
    )
    await connect(kit, { connectorId: 'mock' })
    const hash = await writeContract(kit, {
      address: token,
      abi: artifacts.testToken.abi,
      functionName: 'approve',
      args: [OTHER_ACCOUNT, 1234n],
    })
    const receipt = await adapter.capabilities.waitForReceipt({
      network: bed.networks[0],
      hash: hash!,
    })
    expect(receipt.status).toBe('success')
    const allowance = await createPublicClient({
      transport: http(bed.anvils[0].rpcUrl),
    }).readContract({
      address: token,
      abi: artifacts.testToken.abi,
      functionName: 'allowance',
      args: [ACCOUNT, OTHER_ACCOUNT],
    })
    expect(allowance).toBe(1234n)
    await disconnect(kit)
  })
})

describe('bad input', () => {
  test('behavior: a connector that throws on connect gives a typed error, the kit stays disconnected', async () => {
    const broken = createConnector(() => ({
      id: 'broken',
      name: 'Broken Wallet',
      type: 'broken',
      async setup() {},
      async connect() {
        throw new Error('the extension crashed')
      },
      async disconnect() {},
      async getAccounts() {
        return []
      },
      async getChainId() {
        return 31337
      },
      async getProvider() {
        return undefined
      },
      async isAuthorized() {
        return false
      },
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    }))
    const { kit, config } = bed.make({ connectors: [broken] })
    const error = await connect(kit, { connectorId: 'broken' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WagmiActionError)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as WagmiActionError).action).toBe('connect')
    expect((error as Error).message).toContain('the extension crashed')
    expect(status(kit)).toBe('disconnected')
    expect(getConnection(config).status).toBe('disconnected')
  })

  test('behavior: a rejection keeps its wallet code', async () => {
    const rejecting = mock({ accounts: [ACCOUNT], features: { connectError: true } })
    const { kit } = bed.make({ connectors: [rejecting] })
    const error = await connect(kit, { connectorId: 'mock' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).code).toBe(4001)
    expect(status(kit)).toBe('disconnected')
  })

  test('behavior: a wagmi config on other chains than the kit gives a typed error with the fix', async () => {
    const [, b] = bed.networks
    const { kit, adapter } = bed.make({ chains: [b], connectors: [mockWallet()] })
    expect(adapter.getChainsError()).toBeInstanceOf(WagmiChainsMismatchError)
    const error = await connect(kit, { connectorId: 'mock' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WagmiChainsMismatchError)
    expect((error as WagmiChainsMismatchError).missingInWagmi).toEqual([
      { id: 31337, name: 'Local A' },
    ])
    expect((error as Error).message).toMatchInlineSnapshot(`
      "The wagmi config and the kit serve different EVM networks

      In createKit's networks but not in the wagmi config's chains: 31337 (Local A)
      Fix: give both the same list, e.g. createKit({ networks: config.chains.map(fromViemChain) }),
      or build the wagmi config from the kit networks with createWagmiConfig({ networks })."
    `)
  })
})

async function readBalance(node: 0 | 1, address: string): Promise<bigint> {
  const client = createPublicClient({ transport: http(bed.anvils[node].rpcUrl) })
  return client.getBalance({ address: address as `0x${string}` })
}
