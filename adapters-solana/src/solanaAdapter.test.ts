import {
  createMint,
  getAccount,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import {
  type DataSource,
  getErrorCode,
  isUserRejection,
  mainnet,
  type Network,
  solana,
  solanaDevnet,
  solanaTestnet,
  type TokenBalance,
} from '@walletport/core'
import { afterAll, beforeAll, describe, expect, onTestFinished, test, vi } from 'vitest'
import { type SolanaAdapterParameters, solanaAdapter } from './solanaAdapter.js'
import { type CreateTestContextParameters, createTestContext } from './test/createTestContext.js'
import { type RpcServer, startRpcServer } from './test/rpcServer.js'
import {
  createFakeWindow,
  registerTestWallet,
  TestWallet,
  type TestWalletOptions,
} from './test/testWallet.js'

let server: RpcServer
let devnet: Network
let rpc: Connection

beforeAll(async () => {
  server = await startRpcServer()
  // devnet, served by the local runtime
  devnet = {
    ...solanaDevnet,
    rpcUrls: { default: { http: [server.url], webSocket: [server.wsUrl] } },
  }
  rpc = new Connection(server.url, { commitment: 'confirmed', wsEndpoint: server.wsUrl })
})
afterAll(() => server.close())

type SetupParameters = {
  wallet?: TestWalletOptions
  adapter?: SolanaAdapterParameters
  context?: CreateTestContextParameters
}

function setup({ wallet: walletOptions, adapter: adapterOptions, context }: SetupParameters = {}) {
  const window = createFakeWindow()
  const wallet = new TestWallet({ rpcUrls: { 'solana:devnet': server.url }, ...walletOptions })
  const registration = registerTestWallet(wallet, window)
  const adapter = solanaAdapter({ window, ...adapterOptions })
  const { ctx, calls, logs } = createTestContext({
    networks: [solana, devnet, solanaTestnet],
    ...context,
  })
  const teardown = adapter.setup(ctx)
  onTestFinished(teardown)
  return { window, wallet, registration, adapter, ctx, calls, logs, teardown }
}

async function airdrop(address: PublicKey | string, sol: number) {
  const signature = await rpc.requestAirdrop(new PublicKey(address), sol * LAMPORTS_PER_SOL)
  const { blockhash, lastValidBlockHeight } = await rpc.getLatestBlockhash()
  await rpc.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
}

async function connectedSetup(parameters: SetupParameters = {}) {
  const kit = setup(parameters)
  const result = await kit.adapter.connect({ connectorId: kit.wallet.name, network: devnet })
  return { ...kit, result }
}

describe('wallets', () => {
  test('default: a Wallet Standard wallet is a connector, and connects', async () => {
    const { adapter, wallet } = setup()
    expect(adapter.namespace).toBe('solana')
    expect(adapter.$connectors.get()).toEqual([
      {
        id: 'Test Wallet',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: 'solana',
        rdns: 'Test Wallet',
        installed: true,
        imageUrl: wallet.icon,
      },
    ])
    const result = await adapter.connect({ connectorId: 'Test Wallet', network: devnet })
    expect(result).toEqual({
      connectorId: 'Test Wallet',
      accounts: [{ namespace: 'solana', address: wallet.address, type: 'eoa' }],
      networkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      provider: wallet,
    })
    expect(wallet.requests).toEqual(['standard:connect'])
  })

  test('behavior: a wallet that loads after the kit appears, and one that goes away leaves', () => {
    const { adapter, window } = setup()
    const late = new TestWallet({ name: 'Late Wallet' })
    const registration = registerTestWallet(late, window)
    expect(adapter.$connectors.get().map((c) => c.id)).toEqual(['Test Wallet', 'Late Wallet'])
    registration.unregister()
    expect(adapter.$connectors.get().map((c) => c.id)).toEqual(['Test Wallet'])
  })

  test('behavior: wallets without Solana, or with a bad icon, are handled', () => {
    const { adapter, window } = setup()
    registerTestWallet(new TestWallet({ name: 'EVM only', chains: [] }), window)
    const odd = new TestWallet({ name: 'Odd icon' })
    Object.defineProperty(odd, 'icon', { value: 'javascript:alert(1)' })
    registerTestWallet(odd, window)
    expect(adapter.$connectors.get().map((c) => [c.id, c.imageUrl !== undefined])).toEqual([
      ['Test Wallet', true],
      ['Odd icon', false],
    ])
  })

  test('behavior: a wallet that gains Solana later becomes a connector', () => {
    const { adapter, window } = setup()
    const wallet = new TestWallet({ name: 'Updating', chains: [] })
    registerTestWallet(wallet, window)
    expect(adapter.$connectors.get()).toHaveLength(1)
    Object.defineProperty(wallet, 'chains', { value: ['solana:devnet'] })
    wallet.announceChange({ chains: wallet.chains })
    expect(adapter.$connectors.get().map((c) => c.id)).toEqual(['Test Wallet', 'Updating'])
  })

  test('behavior: reconnect is silent, and only for a wallet that authorised the app', async () => {
    const { adapter, wallet, window } = setup()
    expect(await adapter.reconnect({ connectorId: 'Test Wallet', network: devnet })).toBe(undefined)
    expect(await adapter.reconnect({ connectorId: 'Unknown', network: devnet })).toBe(undefined)
    await adapter.connect({ connectorId: 'Test Wallet', network: devnet })

    // a second kit (the next page load) on the same window
    const next = solanaAdapter({ window })
    onTestFinished(next.setup(createTestContext().ctx))
    const result = await next.reconnect({ connectorId: 'Test Wallet', network: devnet })
    expect(result?.accounts).toEqual([
      { namespace: 'solana', address: wallet.address, type: 'eoa' },
    ])
    expect(wallet.requests).toEqual(['standard:connect', 'standard:connect', 'standard:connect'])

    wallet.rejectRequests = true
    expect(await next.reconnect({ connectorId: 'Test Wallet', network: devnet })).toBe(undefined)
  })

  test('behavior: connect errors', async () => {
    const { adapter, wallet } = setup({ wallet: { chains: ['solana:mainnet', 'solana:devnet'] } })
    await expect(
      adapter.connect({ connectorId: 'Nope', network: devnet }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(`[ConnectorNotFoundError: Connector not found]`)
    await expect(
      adapter.connect({ connectorId: 'Test Wallet', network: solanaTestnet }),
    ).rejects.toThrow('Chain is not supported')
    await expect(adapter.connect({ connectorId: 'Test Wallet', network: mainnet })).rejects.toThrow(
      'Unsupported chain',
    )
    wallet.rejectRequests = true
    const error = await adapter
      .connect({ connectorId: 'Test Wallet', network: devnet })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'ProviderRpcError', code: 4001 })
    expect(isUserRejection(error)).toBe(true)
  })

  test('behavior: account changes reach ctx.accountsChanged; an empty list ends the session', async () => {
    const { adapter, wallet, calls } = await connectedSetup()
    const next = Keypair.generate()
    wallet.switchAccount(next)
    // the same accounts again are not news
    wallet.announceChange({ accounts: wallet.accounts })
    expect(calls).toEqual([
      {
        type: 'accountsChanged',
        connectorId: 'Test Wallet',
        accounts: [{ namespace: 'solana', address: next.publicKey.toBase58(), type: 'eoa' }],
      },
    ])
    // the new account signs
    await expect(
      adapter.signMessage({ address: next.publicKey.toBase58(), message: 'hi' }),
    ).resolves.toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)

    wallet.revoke()
    expect(calls.at(-1)).toEqual({
      type: 'accountsChanged',
      connectorId: 'Test Wallet',
      accounts: [],
    })
    expect(wallet.listenerCount).toBe(1) // only the connector watcher is left
    await expect(
      adapter.signMessage({ address: next.publicKey.toBase58(), message: 'hi' }),
    ).rejects.toMatchObject({ code: 4900, shortMessage: 'No Solana wallet is connected' })
  })

  test('behavior: disconnect calls the wallet and stops following it', async () => {
    const { adapter, wallet, calls } = await connectedSetup()
    expect(wallet.listenerCount).toBe(2)
    await adapter.disconnect()
    expect(wallet.requests.at(-1)).toBe('standard:disconnect')
    expect(wallet.listenerCount).toBe(1)
    wallet.switchAccount(Keypair.generate())
    expect(calls).toEqual([])
    // nothing to do twice
    await adapter.disconnect()
    expect(wallet.requests.filter((r) => r === 'standard:disconnect')).toHaveLength(1)
  })

  test('behavior: the connected wallet going away is reported with ctx.disconnected', async () => {
    const { registration, calls } = await connectedSetup()
    registration.unregister()
    expect(calls).toEqual([{ type: 'disconnected', connectorId: 'Test Wallet' }])
  })

  test('behavior: teardown empties the connectors and unsubscribes from every wallet', async () => {
    const { adapter, wallet, teardown } = await connectedSetup()
    teardown()
    expect(adapter.$connectors.get()).toEqual([])
    expect(wallet.listenerCount).toBe(0)
    // the wallet stays authorised for the next page load
    expect(wallet.requests).not.toContain('standard:disconnect')
  })

  test('behavior: two kits on one window keep their own connections', async () => {
    const { adapter, wallet, window, calls } = setup()
    const other = solanaAdapter({ window })
    const otherContext = createTestContext()
    const otherTeardown = other.setup(otherContext.ctx)
    expect(other.$connectors.get().map((c) => c.id)).toEqual(['Test Wallet'])
    await other.connect({ connectorId: 'Test Wallet', network: devnet })
    // the first kit never connected: it does not sign, and hears no account changes
    await expect(adapter.signMessage({ address: wallet.address, message: 'x' })).rejects.toThrow(
      'No Solana wallet is connected',
    )
    wallet.switchAccount(Keypair.generate())
    expect(calls).toEqual([])
    expect(otherContext.calls).toHaveLength(1)
    otherTeardown()
    expect(adapter.$connectors.get().map((c) => c.id)).toEqual(['Test Wallet'])
  })

  test('behavior: with no window (SSR) setup works and finds nothing', async () => {
    expect(typeof window).toBe('undefined')
    const adapter = solanaAdapter()
    onTestFinished(adapter.setup(createTestContext().ctx))
    expect(adapter.$connectors.get()).toEqual([])
    await expect(adapter.connect({ connectorId: 'Test Wallet', network: devnet })).rejects.toThrow(
      'Connector not found',
    )
  })

  test('parameters: connectors, the seam for WalletConnect’s solana namespace', async () => {
    const remote = new TestWallet({
      name: 'Phone wallet',
      rpcUrls: { 'solana:devnet': server.url },
    })
    const stop = vi.fn()
    const factory = vi.fn(() => ({
      id: 'walletConnect',
      type: 'WALLET_CONNECT' as const,
      wallet: remote,
      name: 'WalletConnect',
      stop,
    }))
    const { adapter, ctx, teardown } = setup({ adapter: { connectors: [factory] } })
    expect(factory).toHaveBeenCalledWith(ctx)
    expect(adapter.$connectors.get().map(({ id, type, name }) => ({ id, type, name }))).toEqual([
      { id: 'Test Wallet', type: 'ANNOUNCED', name: 'Test Wallet' },
      { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' },
    ])
    const result = await adapter.connect({ connectorId: 'walletConnect', network: devnet })
    expect(result.accounts[0]?.address).toBe(remote.address)
    await airdrop(remote.address, 1)
    await expect(
      adapter.capabilities.sendToken?.({
        network: devnet,
        from: remote.address,
        to: Keypair.generate().publicKey.toBase58(),
        amount: '0.1',
      }),
    ).resolves.toEqual(expect.any(String))
    teardown()
    expect(stop).toHaveBeenCalledOnce()
  })
})

test('behavior: the kit’s embedded wallet is an AUTH connector, after the other connectors', async () => {
  const window = createFakeWindow()
  const inFrame = new TestWallet({ name: 'Frame wallet', rpcUrls: { 'solana:devnet': server.url } })
  const adapter = solanaAdapter({ window })
  const { ctx } = createTestContext({ networks: [devnet] })
  const embedded = {
    connectorId: 'embedded',
    name: 'Email',
    provider: { request: async () => undefined, on() {}, removeListener() {} },
    solanaWallet: inFrame,
  } as unknown as NonNullable<typeof ctx.embedded>
  onTestFinished(adapter.setup({ ...ctx, embedded }))
  registerTestWallet(new TestWallet(), window)
  expect(adapter.$connectors.get().map(({ id, type, name }) => [id, type, name])).toEqual([
    ['Test Wallet', 'ANNOUNCED', 'Test Wallet'],
    ['embedded', 'AUTH', 'Email'],
  ])
  const result = await adapter.connect({ connectorId: 'embedded', network: devnet })
  expect(result.accounts[0]?.address).toBe(inFrame.address)
})

describe('networks', () => {
  test('default: mainnet, devnet and testnet, and switching between them', async () => {
    const { adapter } = await connectedSetup()
    for (const network of [solana, solanaTestnet, devnet])
      await expect(adapter.switchNetwork({ network })).resolves.toBe(undefined)
    await expect(adapter.switchNetwork({ network: mainnet })).rejects.toThrow('Unsupported chain')
  })

  test('behavior: a cluster the wallet does not name is refused', async () => {
    const { adapter } = await connectedSetup({ wallet: { chains: ['solana:devnet'] } })
    await expect(adapter.switchNetwork({ network: solana })).rejects.toThrow(
      'Chain is not supported',
    )
  })

  test('parameters: networks limits what the adapter serves', async () => {
    const { adapter } = setup({ adapter: { networks: [devnet] } })
    await expect(adapter.switchNetwork({ network: solanaTestnet })).rejects.toThrow(
      'Unsupported chain',
    )
    await expect(adapter.switchNetwork({ network: devnet })).resolves.toBe(undefined)
  })
})

describe('balances', () => {
  test('default: SOL from RPC', async () => {
    const { adapter } = setup()
    const owner = Keypair.generate().publicKey
    await airdrop(owner, 2.5)
    expect(await adapter.getBalance({ address: owner.toBase58(), network: devnet })).toEqual({
      value: 2_500_000_000n,
      decimals: 9,
      symbol: 'SOL',
      formatted: '2.5',
    })
  })

  test('behavior: bad addresses and failing RPC are typed errors', async () => {
    const { adapter } = setup()
    await expect(
      adapter.getBalance({ address: '0xnope', network: devnet }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(`
      [InvalidAddressError: Invalid address

      Expected 32 to 44 base58 characters encoding 32 bytes (solana).
      Received: "0xnope"]
    `)
    server.failMethod('getBalance')
    try {
      await expect(
        adapter.getBalance({ address: Keypair.generate().publicKey.toBase58(), network: devnet }),
      ).rejects.toMatchObject({ name: 'SolanaRpcError', shortMessage: 'Solana RPC request failed' })
    } finally {
      server.failMethod(undefined)
    }
  })
})

describe('sending', () => {
  test('default: SOL, signed and sent by the wallet, confirmed', async () => {
    const { adapter, wallet } = await connectedSetup()
    await airdrop(wallet.address, 2)
    const receiver = Keypair.generate().publicKey
    const signature = await adapter.capabilities.sendToken?.({
      network: devnet,
      from: wallet.address,
      to: receiver.toBase58(),
      amount: '0.5',
    })
    expect(wallet.requests.at(-1)).toBe('solana:signAndSendTransaction')
    const { value } = await rpc.getSignatureStatuses([signature as string])
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(await rpc.getBalance(receiver)).toBe(0.5 * LAMPORTS_PER_SOL)
    // the fee was paid by the sender
    expect(await rpc.getBalance(wallet.keypair.publicKey)).toBe(1.5 * LAMPORTS_PER_SOL - 5000)
  })

  test('behavior: a wallet that only signs gets the transaction sent by the adapter', async () => {
    const { adapter, wallet } = await connectedSetup({
      wallet: {
        without: ['solana:signAndSendTransaction'],
        supportedTransactionVersions: ['legacy'],
      },
    })
    await airdrop(wallet.address, 1)
    const receiver = Keypair.generate().publicKey
    await adapter.capabilities.sendToken?.({
      network: devnet,
      from: wallet.address,
      to: receiver.toBase58(),
      amount: '0.25',
    })
    expect(wallet.requests.at(-1)).toBe('solana:signTransaction')
    expect(server.calls).toContain('sendTransaction')
    expect(await rpc.getBalance(receiver)).toBe(0.25 * LAMPORTS_PER_SOL)
  })

  test('default: SPL tokens, creating the receiver’s token account when needed', async () => {
    const { adapter, wallet } = await connectedSetup()
    await airdrop(wallet.address, 1)
    // a mint made with spl-token against the local runtime, 1000 tokens to the wallet
    const authority = Keypair.generate()
    await airdrop(authority.publicKey, 1)
    const mint = await createMint(rpc, authority, authority.publicKey, null, 6)
    const source = await getOrCreateAssociatedTokenAccount(
      rpc,
      authority,
      mint,
      wallet.keypair.publicKey,
    )
    await mintTo(rpc, authority, mint, source.address, authority, 1_000_000_000n)

    const receiver = Keypair.generate().publicKey
    const receiverAccount = getAssociatedTokenAddressSync(mint, receiver)
    expect(await rpc.getAccountInfo(receiverAccount)).toBe(null)
    const send = (amount: string) =>
      adapter.capabilities.sendToken?.({
        network: devnet,
        from: wallet.address,
        to: receiver.toBase58(),
        amount,
        token: { address: mint.toBase58(), decimals: 6 },
      })
    await send('12.5')
    expect((await getAccount(rpc, receiverAccount)).amount).toBe(12_500_000n)
    // the account exists now, and is reused
    await send('0.000001')
    expect((await getAccount(rpc, receiverAccount)).amount).toBe(12_500_001n)
    expect((await getAccount(rpc, source.address)).amount).toBe(987_499_999n)

    // and the balances read back from RPC, named by the token list
    const { adapter: reader } = setup({
      adapter: { tokenList: [{ address: mint.toBase58(), name: 'Test USD', symbol: 'TUSD' }] },
    })
    const rows = await reader.capabilities.getTokenBalances?.({
      address: wallet.address,
      network: devnet,
    })
    expect(rows).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: devnet.caipNetworkId,
        value: 0,
        price: 0,
        quantity: { decimals: '9', numeric: expect.stringMatching(/^0\.99/) },
        iconUrl: '',
      },
      {
        name: 'Test USD',
        symbol: 'TUSD',
        chainId: devnet.caipNetworkId,
        address: mint.toBase58(),
        value: 0,
        price: 0,
        quantity: { decimals: '6', numeric: '987.499999' },
        iconUrl: '',
      },
    ])
    // a decimals mismatch is refused by the runtime (transferChecked)
    await expect(
      adapter.capabilities.sendToken?.({
        network: devnet,
        from: wallet.address,
        to: receiver.toBase58(),
        amount: '1',
        token: { address: mint.toBase58(), decimals: 9 },
      }),
    ).rejects.toThrow('Failed to send transaction. Please try again.')
  })

  test('behavior: Token-2022 mints too, and balances for chosen mints only', async () => {
    const { adapter, wallet } = await connectedSetup()
    await airdrop(wallet.address, 1)
    const authority = Keypair.generate()
    await airdrop(authority.publicKey, 1)
    const mint = await createMint(
      rpc,
      authority,
      authority.publicKey,
      null,
      2,
      undefined,
      undefined,
      TOKEN_2022_PROGRAM_ID,
    )
    const other = await createMint(rpc, authority, authority.publicKey, null, 2)
    for (const m of [mint, other]) {
      const program = m === mint ? TOKEN_2022_PROGRAM_ID : TOKEN_PROGRAM_ID
      const account = await getOrCreateAssociatedTokenAccount(
        rpc,
        authority,
        m,
        wallet.keypair.publicKey,
        false,
        undefined,
        undefined,
        program,
      )
      await mintTo(rpc, authority, m, account.address, authority, 500n, [], undefined, program)
    }
    const receiver = Keypair.generate().publicKey
    await adapter.capabilities.sendToken?.({
      network: devnet,
      from: wallet.address,
      to: receiver.toBase58(),
      amount: '1.25',
      token: { address: mint.toBase58(), decimals: 2 },
    })
    const received = getAssociatedTokenAddressSync(mint, receiver, false, TOKEN_2022_PROGRAM_ID)
    expect((await getAccount(rpc, received, undefined, TOKEN_2022_PROGRAM_ID)).amount).toBe(125n)

    const rows = await adapter.capabilities.getTokenBalances?.({
      address: wallet.address,
      network: devnet,
      tokens: [{ address: mint.toBase58() }],
    })
    expect(rows?.map((r) => [r.address, r.quantity.numeric])).toEqual([
      [undefined, expect.any(String)],
      [mint.toBase58(), '3.75'],
    ])
  })

  test('behavior: a send the runtime rejects fails with the spec’s message', async () => {
    const { adapter, wallet } = await connectedSetup()
    await airdrop(wallet.address, 1)
    // one lamport to a new account is below rent exemption
    const error = await adapter.capabilities
      .sendToken?.({
        network: devnet,
        from: wallet.address,
        to: Keypair.generate().publicKey.toBase58(),
        amount: '0.000000001',
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'SolanaSendFailedError',
      shortMessage: 'Failed to send transaction. Please try again.',
      details: expect.stringContaining('InsufficientFundsForRent'),
    })
    // more than the balance
    await expect(
      adapter.capabilities.sendToken?.({
        network: devnet,
        from: wallet.address,
        to: Keypair.generate().publicKey.toBase58(),
        amount: '5',
      }),
    ).rejects.toThrow('Failed to send transaction. Please try again.')
  })

  test('behavior: a send the user rejects keeps the wallet’s code in the cause', async () => {
    const { adapter, wallet } = await connectedSetup()
    wallet.rejectRequests = true
    const error = await adapter.capabilities
      .sendToken?.({
        network: devnet,
        from: wallet.address,
        to: Keypair.generate().publicKey.toBase58(),
        amount: '0.1',
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ shortMessage: 'Failed to send transaction. Please try again.' })
    expect(getErrorCode(error)).toBe(4001)
  })

  test('parameters: amount and receiver are required and checked', async () => {
    const { adapter, wallet } = await connectedSetup()
    const to = Keypair.generate().publicKey.toBase58()
    const sendToken = adapter.capabilities.sendToken
    if (!sendToken) throw new Error('sendToken is missing')
    const invalid = [
      { to, amount: '' },
      { to: '', amount: '1' },
      { to: '0x0000000000000000000000000000000000000000', amount: '1' },
      { to, amount: '0' },
      { to, amount: '-1' },
      { to, amount: 'abc' },
      { to, amount: '0.0000000001' },
      { to, amount: '1', token: { address: 'not a mint', decimals: 6 } },
      { to, amount: '1', token: { address: to, decimals: 300 } },
    ]
    for (const p of invalid)
      await expect(sendToken({ network: devnet, from: wallet.address, ...p })).rejects.toThrow(
        'Please enter a valid amount and receiver address',
      )
    await expect(
      sendToken({ network: devnet, from: wallet.address, to, amount: '' }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[InvalidSendParametersError: Please enter a valid amount and receiver address]`,
    )
  })

  test('parameters: a chain it cannot send on is Unsupported chain', async () => {
    const { adapter, wallet } = await connectedSetup({ adapter: { networks: [devnet] } })
    const to = Keypair.generate().publicKey.toBase58()
    const sendToken = adapter.capabilities.sendToken
    for (const network of [
      mainnet,
      solanaTestnet,
      { ...devnet, rpcUrls: { default: { http: [] } } },
    ])
      await expect(
        sendToken?.({ network, from: wallet.address, to, amount: '1' }),
      ).rejects.toThrowErrorMatchingInlineSnapshot(`[UnsupportedChainError: Unsupported chain]`)
  })

  test('behavior: sending needs a connected account', async () => {
    const { adapter, wallet } = setup()
    const p = { network: devnet, from: wallet.address, to: wallet.address, amount: '1' }
    await expect(adapter.capabilities.sendToken?.(p)).rejects.toMatchObject({ code: 4900 })
    await adapter.connect({ connectorId: 'Test Wallet', network: devnet })
    const stranger = Keypair.generate().publicKey.toBase58()
    await expect(adapter.capabilities.sendToken?.({ ...p, from: stranger })).rejects.toMatchObject({
      code: 4100,
    })
  })
})

describe('token balances', () => {
  const row = (symbol: string, decimals: string, address?: string): TokenBalance => ({
    name: symbol,
    symbol,
    chainId: devnet.caipNetworkId,
    ...(address && { address }),
    value: 1,
    price: 1,
    quantity: { decimals, numeric: '1' },
    iconUrl: '',
  })

  test('default: the data service first', async () => {
    const dataSource: DataSource = {
      getTokenBalances: vi.fn(async () => [
        row('SOL', '9'),
        row('USDC', '6', 'mintA'),
        row('NFT', '0', 'mintB'),
      ]),
      getIdentity: async () => ({ name: null, avatar: null }),
    }
    const { adapter, wallet } = setup({ context: { dataSource } })
    const rpcCalls = server.calls.length
    const rows = await adapter.capabilities.getTokenBalances?.({
      address: wallet.address,
      network: devnet,
    })
    // zero-decimal rows are the spec's low-quality balances
    expect(rows?.map((r) => r.symbol)).toEqual(['SOL', 'USDC'])
    expect(dataSource.getTokenBalances).toHaveBeenCalledWith({
      address: wallet.address,
      network: devnet,
    })
    expect(server.calls.slice(rpcCalls)).toEqual([])
  })

  test('behavior: RPC when the data service fails', async () => {
    const dataSource: DataSource = {
      getTokenBalances: async () => {
        throw new Error('503')
      },
      getIdentity: async () => ({ name: null, avatar: null }),
    }
    const { adapter, logs } = setup({ context: { dataSource } })
    const owner = Keypair.generate().publicKey
    await airdrop(owner, 1)
    const rows = await adapter.capabilities.getTokenBalances?.({
      address: owner.toBase58(),
      network: devnet,
    })
    expect(rows?.map((r) => [r.symbol, r.quantity.numeric])).toEqual([['SOL', '1']])
    expect(logs.map((l) => [l.level, l.message])).toContainEqual([
      'warn',
      '[walletport] solana: the data service failed, reading balances from RPC',
    ])
  })
})

describe('signing', () => {
  test('default: signMessage returns the base58 ed25519 signature, SIWX verifies it', async () => {
    const { adapter, wallet } = await connectedSetup()
    const siwx = adapter.capabilities.siwx
    if (!siwx) throw new Error('siwx is missing')
    const data = {
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: new Date().toISOString(),
      networkId: devnet.caipNetworkId,
      accountAddress: wallet.address,
    }
    const message = siwx.createMessage(data)
    const signature = await adapter.signMessage({ address: wallet.address, message })
    expect(wallet.requests.at(-1)).toBe('solana:signMessage')
    expect(await siwx.verifyMessage({ message, signature, data, expected: data })).toBe(true)

    // tampered: another nonce in the text, or the data of another account
    const tampered = message.replace('n0nce1234', 'n0nce9999')
    expect(await siwx.verifyMessage({ message: tampered, signature, data, expected: data })).toBe(
      false,
    )
    const other = { ...data, accountAddress: Keypair.generate().publicKey.toBase58() }
    expect(
      await siwx.verifyMessage({
        message: siwx.createMessage(other),
        signature,
        data: other,
        expected: other,
      }),
    ).toBe(false)
  })

  test('behavior: signing errors', async () => {
    const { adapter, wallet } = await connectedSetup({
      wallet: { without: ['solana:signMessage'] },
    })
    await expect(
      adapter.signMessage({ address: wallet.address, message: 'x' }),
    ).rejects.toMatchObject({
      code: 4200,
    })
    const { adapter: second, wallet: rejecting } = await connectedSetup()
    rejecting.rejectRequests = true
    const error = await second
      .signMessage({ address: rejecting.address, message: 'x' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'ProviderRpcError', code: 4001 })
  })
})

test('default: isAddress, formatUnits and parseUnits', () => {
  const adapter = solanaAdapter()
  expect(adapter.isAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
  expect(adapter.isAddress('0x0000000000000000000000000000000000000000')).toBe(false)
  expect(adapter.formatUnits(1_234_500_000n, 9)).toBe('1.2345')
  expect(adapter.parseUnits('1.2345', 9)).toBe(1_234_500_000n)
})
