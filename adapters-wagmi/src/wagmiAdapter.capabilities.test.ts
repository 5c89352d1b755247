import { mock } from '@wagmi/core'
import { InvalidWalletRequestError } from '@walletport/adapters-evm'
import {
  BaseError,
  ChainNotSupportedError,
  connect,
  type DataSource,
  disconnect,
  estimateFees,
  fetchSendTokenBalances,
  getWalletAssets,
  getWalletCapabilities,
  ProviderRpcError,
  RequestBeforeConnectError,
  sendCalls,
  type TokenBalance,
} from '@walletport/core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { estimateFeesPerGas, waitForTransactionReceipt, writeContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAnvil } from '../../adapters-evm/src/test/anvil.js'
import { localNetwork } from '../../adapters-evm/src/test/createTestBed.js'
import { artifacts, deploy } from '../../adapters-evm/src/test/deployContracts.js'
import { devAccount } from '../../adapters-evm/src/test/devAccounts.js'
import { WagmiActionError } from './errors/errors.js'
import { ACCOUNT, createWagmiBed, OTHER_ACCOUNT, type WagmiBed } from './test/createWagmiBed.js'
import { throwingWallet } from './test/throwingWallet.js'

// token balances, fees and EIP-5792 call bundles through wagmi actions, on anvil
let bed: WagmiBed
let token: Address

beforeAll(async () => {
  bed = await createWagmiBed()
  token = await deploy(bed.anvils[0], artifacts.testToken, ['Test Token', 'TT', 6, 10n ** 15n])
  // the deployer holds the supply; give the test account some
  const transport = http(bed.anvils[0].rpcUrl)
  const deployer = createWalletClient({ account: devAccount(9), transport })
  const hash = await writeContract(deployer, {
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [ACCOUNT, parseUnits('1234.5678', 6)],
    chain: null,
  })
  await waitForTransactionReceipt(createPublicClient({ transport }), { hash, pollingInterval: 20 })
})

afterAll(async () => {
  await bed?.stop()
})

const nodeClient = (node: 0 | 1) =>
  createPublicClient({ transport: http(bed.anvils[node].rpcUrl), pollingInterval: 20 })

describe('token balances', () => {
  test('default: the native balance and the configured ERC20s in one multicall', async () => {
    const { kit } = bed.make({ adapter: { tokens: { 31337: [token] } } })
    await connect(kit, { connectorId: 'mock' })
    await bed.anvils[0].rpc('anvil_setBalance', [ACCOUNT, '0x4563918244f40000'])
    const rows = await fetchSendTokenBalances(kit, { force: true })
    expect(rows.map((r) => [r.symbol, r.name, r.quantity, r.address])).toEqual([
      ['ETH', 'Ether', { decimals: '18', numeric: '5' }, undefined],
      ['TT', 'Test Token', { decimals: '6', numeric: '1234.5678' }, token],
    ])
    await disconnect(kit)
  })

  test('parameters: tokens asked for; entries that are not ERC20s are left out', async () => {
    const { adapter } = bed.make()
    const rows = await adapter.capabilities.getTokenBalances({
      address: ACCOUNT,
      network: bed.networks[0],
      tokens: [{ address: OTHER_ACCOUNT }, { address: 'not an address' }, { address: token }],
    })
    expect(rows.map((r) => r.symbol)).toEqual(['ETH', 'TT'])
  })

  test('behavior: the kit data source first; the chain when it fails', async () => {
    const hosted: TokenBalance[] = [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 10,
        price: 2,
        quantity: { decimals: '18', numeric: '5' },
        iconUrl: '',
      },
    ]
    let fail = false
    const dataSource: DataSource = {
      getTokenBalances: async () => {
        if (fail) throw new Error('503 from the data service')
        return hosted
      },
      getIdentity: async () => ({ name: null, avatar: null }),
    }
    const { adapter } = bed.make({ adapter: { tokens: { 31337: [token] } }, kit: { dataSource } })
    const ask = () =>
      adapter.capabilities.getTokenBalances({ address: ACCOUNT, network: bed.networks[0] })
    expect(await ask()).toBe(hosted)
    fail = true
    expect((await ask()).map((r) => r.symbol)).toEqual(['ETH', 'TT'])
  })

  test('behavior: a network the wagmi config does not serve is a typed error', async () => {
    const [a, b] = bed.networks
    const { adapter } = bed.make({ chains: [b] })
    const error = await adapter.capabilities
      .getTokenBalances({ address: ACCOUNT, network: a })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as Error).message).toMatchInlineSnapshot(`
      "Chain is not supported

      Network: eip155:31337 (Local A)
      The wagmi config serves: 31338
      Fix: add the chain to the wagmi config and to createKit({ networks }), or use one of those."
    `)
  })
})

describe('profiles', () => {
  test('default: the kit data source names the account; testnets are not asked', async () => {
    const asked: string[] = []
    const dataSource: DataSource = {
      getTokenBalances: async () => [],
      getIdentity: async ({ address }) => {
        asked.push(address)
        return { name: 'alice.eth', avatar: 'https://avatars.example/alice.png' }
      },
    }
    const { adapter } = bed.make({ kit: { dataSource } })
    const [a] = bed.networks
    expect(
      await adapter.capabilities.getProfile({
        address: ACCOUNT,
        network: { ...a, testnet: false },
      }),
    ).toEqual({ name: 'alice.eth', avatar: 'https://avatars.example/alice.png' })
    expect(
      await adapter.capabilities.getProfile({
        address: OTHER_ACCOUNT,
        network: { ...a, testnet: true },
      }),
    ).toEqual({ name: null, avatar: null })
    expect(asked).toEqual([ACCOUNT])
  })
})

describe('fees', () => {
  test('default: EIP-1559 fees through wagmi, as viem estimates them on the node', async () => {
    const { kit } = bed.make()
    await connect(kit, { connectorId: 'mock' })
    const fees = await estimateFees(kit)
    const expected = await estimateFeesPerGas(nodeClient(0), { chain: null })
    expect(fees).toEqual({ type: 'eip1559', ...expected })
    expect(fees?.type === 'eip1559' && fees.maxFeePerGas > 0n).toBe(true)
    await disconnect(kit)
  })

  test('behavior: a legacy gas price on a network without EIP-1559 fees', async () => {
    // a node before London has no base fee, so only a gas price can be estimated
    const legacyNode = await startAnvil({ chainId: 31339, args: ['--hardfork', 'berlin'] })
    try {
      const network = localNetwork({ chainId: 31339, rpcUrl: legacyNode.rpcUrl, name: 'Legacy' })
      const { adapter } = bed.make({ chains: [network] })
      const fees = await adapter.capabilities.estimateFees({ network })
      const expected = await estimateFeesPerGas(
        createPublicClient({ transport: http(legacyNode.rpcUrl) }),
        { chain: null, type: 'legacy' },
      )
      expect(fees).toEqual({ type: 'legacy', gasPrice: expected.gasPrice })
    } finally {
      await legacyNode.stop()
    }
  })

  test('behavior: a network the wagmi config does not serve is a typed error', async () => {
    const [a, b] = bed.networks
    const { adapter } = bed.make({ chains: [b] })
    await expect(adapter.capabilities.estimateFees({ network: a })).rejects.toBeInstanceOf(
      ChainNotSupportedError,
    )
  })
})

describe('call bundles (EIP-5792)', () => {
  test('default: two calls sent through wagmi sendCalls land, their status through getCallsStatus', async () => {
    const { kit, adapter } = bed.make()
    await connect(kit, { connectorId: 'mock' })
    const before = await nodeClient(0).getBalance({ address: OTHER_ACCOUNT })
    const sent = await sendCalls(kit, {
      calls: [
        { to: OTHER_ACCOUNT, value: parseEther('0.5') },
        {
          to: token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [OTHER_ACCOUNT, 1_000n],
          }),
        },
      ],
    })
    expect(sent?.id).toMatch(/^0x[0-9a-f]{64}$/)
    // wagmi's mock wallet calls a bundle confirmed once its first receipt is there, and on a
    // loaded machine anvil can answer for the second call a moment later: wait for both, as
    // a dapp polls the status until it has every receipt
    const read = () => adapter.capabilities.getCallsStatus({ id: sent!.id })
    await expect.poll(async () => (await read()).receipts?.length).toBe(2)
    const status = await read()
    expect(status.status).toBe('success')
    expect(status.receipts?.map((r) => r.status)).toEqual(['success', 'success'])
    expect((await nodeClient(0).getBalance({ address: OTHER_ACCOUNT })) - before).toBe(
      parseEther('0.5'),
    )
    const tokens = await nodeClient(0).readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [OTHER_ACCOUNT],
    })
    expect(tokens).toBeGreaterThanOrEqual(1_000n)
    await disconnect(kit)
  })

  test('default: the wallet capabilities, keyed by hex chain id as the wallet answers', async () => {
    const { kit } = bed.make()
    await connect(kit, { connectorId: 'mock' })
    // wagmi's mock wallet answers these for Base and Base Sepolia, whatever the chain
    expect(await getWalletCapabilities(kit)).toEqual({
      '0x2105': { paymasterService: { supported: false }, sessionKeys: { supported: true } },
      '0x14A34': { paymasterService: { supported: false } },
    })
    await disconnect(kit)
  })

  test('behavior: a wallet without wallet_getAssets: its method-not-found code kept', async () => {
    const { kit } = bed.make()
    await connect(kit, { connectorId: 'mock' })
    // wagmi's mock wallet passes the method on to anvil, which does not know it
    const error = await getWalletAssets(kit).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).code).toBe(-32601)
    await disconnect(kit)
  })

  test('behavior: calls refused before the wallet is asked (SPEC section 5)', async () => {
    const { kit } = bed.make()
    await connect(kit, { connectorId: 'mock' })
    for (const calls of [[], [{ to: 'nowhere' }], [{ to: OTHER_ACCOUNT, data: 'abc' }]])
      await expect(sendCalls(kit, { calls })).rejects.toBeInstanceOf(InvalidWalletRequestError)
    await disconnect(kit)
  })

  test('behavior: before any connection, a typed error', async () => {
    const { adapter } = bed.make()
    await expect(
      adapter.capabilities.sendCalls({
        network: bed.networks[0],
        from: ACCOUNT,
        calls: [{ to: OTHER_ACCOUNT }],
      }),
    ).rejects.toBeInstanceOf(RequestBeforeConnectError)
    await expect(adapter.capabilities.getCapabilities({ address: ACCOUNT })).rejects.toBeInstanceOf(
      RequestBeforeConnectError,
    )
  })

  test('behavior: a call the node refuses keeps the node reason and code', async () => {
    const { kit } = bed.make()
    await connect(kit, { connectorId: 'mock' })
    // more than the account holds: the node refuses the first transaction of the bundle
    const error = await sendCalls(kit, {
      calls: [{ to: OTHER_ACCOUNT, value: parseEther('100000000') }],
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).shortMessage).toMatch(/total cost .* exceeds/)
    await disconnect(kit)
  })

  test('behavior: a connector that throws: a typed error naming the wagmi action', async () => {
    const { kit } = bed.make({
      connectors: [throwingWallet(['wallet_sendCalls', 'wallet_getCapabilities'])],
    })
    await connect(kit, { connectorId: 'mock' })
    const sent = await sendCalls(kit, { calls: [{ to: OTHER_ACCOUNT }] }).catch((e: unknown) => e)
    expect(sent).toBeInstanceOf(WagmiActionError)
    expect(sent).toBeInstanceOf(BaseError)
    expect((sent as WagmiActionError).action).toBe('sendCalls')
    expect((sent as Error).message).toContain('Reason: the extension crashed')
    const asked = await getWalletCapabilities(kit).catch((e: unknown) => e)
    expect(asked).toBeInstanceOf(WagmiActionError)
    expect((asked as WagmiActionError).action).toBe('getCapabilities')
    await disconnect(kit)
  })

  test('behavior: a network the wagmi config does not serve is a typed error', async () => {
    const [a, b] = bed.networks
    const wallet = mock({ accounts: [ACCOUNT] })
    const { adapter } = bed.make({ chains: [b], connectors: [wallet] })
    await expect(
      adapter.capabilities.sendCalls({ network: a, from: ACCOUNT, calls: [{ to: OTHER_ACCOUNT }] }),
    ).rejects.toBeInstanceOf(ChainNotSupportedError)
  })
})
