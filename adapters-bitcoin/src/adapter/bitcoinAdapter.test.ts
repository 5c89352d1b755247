import {
  bitcoin,
  bitcoinTestnet,
  ChainNotSupportedError,
  ConnectorNotFoundError,
  type DataSource,
  isUserRejection,
  mainnet,
  ProviderRpcError,
  RequestBeforeConnectError,
  UnsupportedChainError,
} from '@walletport/core'
import { networks } from 'bitcoinjs-lib'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { BitcoinConnector } from '../connectors/BitcoinConnector.js'
import {
  AccountNotFoundError,
  AdapterNotSetUpError,
  InvalidAddressError,
  InvalidWalletResponseError,
  NoAccountsError,
  WalletFeatureMissingError,
} from '../errors.js'
import { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
import { createTestContext } from '../test/createTestContext.js'
import { type EsploraServer, startEsploraServer } from '../test/esploraServer.js'
import { addressOf, createTestWallet, verifyBip137 } from '../test/testWallet.js'
import { createWalletStandardConnector } from '../wallet/createWalletStandardConnector.js'
import type { BitcoinWalletAccount } from '../wallet/features.js'
import { bitcoinAdapter } from './bitcoinAdapter.js'

let server: EsploraServer
beforeAll(async () => {
  server = await startEsploraServer()
})
afterAll(() => server.close())

const WALLET_ID = 'walletStandard:Test Bitcoin Wallet'

function setup(
  options: { wallet?: Parameters<typeof createTestWallet>[0]; dataSource?: DataSource } = {},
) {
  const window = new EventTarget()
  const wallet = createTestWallet(options.wallet)
  wallet.register(window)
  const adapter = bitcoinAdapter({ window, esploraUrl: server.url, retry: { count: 0, delay: 1 } })
  const test = createTestContext({
    networks: [bitcoinRegtest, bitcoinTestnet, bitcoin],
    ...(options.dataSource ? { dataSource: options.dataSource } : {}),
  })
  const teardown = adapter.setup(test.ctx)
  return { adapter, wallet, window, teardown, ...test }
}

test('default: discovery starts in setup and lists bitcoin wallets only', () => {
  const window = new EventTarget()
  createTestWallet().register(window)
  // a wallet with only another chain's features
  const other = createTestWallet({ name: 'Other' })
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: ({ register }: { register: (w: unknown) => void }) =>
        register({ ...other.wallet, chains: ['solana:mainnet'] }),
    }),
  )
  const adapter = bitcoinAdapter({ window })
  expect(adapter.namespace).toBe('bip122')
  expect(adapter.$connectors.get()).toEqual([])
  const teardown = adapter.setup(createTestContext({ networks: [bitcoin] }).ctx)
  expect(adapter.$connectors.get()).toEqual([
    {
      id: WALLET_ID,
      name: 'Test Bitcoin Wallet',
      type: 'ANNOUNCED',
      chain: 'bip122',
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      rdns: 'Test Bitcoin Wallet',
      installed: true,
    },
  ])
  teardown()
  expect(adapter.$connectors.get()).toEqual([])
})

test('behavior: without a window (server side) the adapter sets up with no wallets', () => {
  const adapter = bitcoinAdapter()
  const teardown = adapter.setup(createTestContext({ networks: [bitcoin] }).ctx)
  expect(adapter.$connectors.get()).toEqual([])
  teardown()
})

test('default: connect returns the payment account first, then the ordinal one', async () => {
  const { adapter, wallet } = setup()
  const connected = await adapter.connect({ connectorId: WALLET_ID, network: bitcoinRegtest })
  const [payment, ordinal] = wallet.accountsFor('bitcoin:regtest')
  expect(connected).toEqual({
    connectorId: WALLET_ID,
    networkId: bitcoinRegtest.caipNetworkId,
    provider: wallet.wallet,
    accounts: [
      {
        namespace: 'bip122',
        address: payment!.address,
        type: 'payment',
        publicKey: Buffer.from(wallet.paymentKey.publicKey).toString('hex'),
      },
      {
        namespace: 'bip122',
        address: ordinal!.address,
        type: 'ordinal',
        publicKey: Buffer.from(wallet.ordinalKey.publicKey.slice(1)).toString('hex'),
      },
    ],
  })
  expect(payment!.address).toMatch(/^bcrt1q/)
  expect(ordinal!.address).toMatch(/^bcrt1p/)
  expect(wallet.requests[0]).toEqual({
    method: 'connect',
    input: { chain: 'bitcoin:regtest', purposes: ['payment', 'ordinal'] },
  })
})

test('behavior: accounts without a purpose are payment accounts', async () => {
  const { adapter, wallet } = setup()
  const plain = wallet.accountsFor('bitcoin:mainnet').map(({ purpose: _, ...account }) => account)
  wallet.wallet.features['bitcoin:connect'].connect = async () => ({ accounts: plain })
  const connected = await adapter.connect({ connectorId: WALLET_ID, network: bitcoin })
  expect(connected.accounts.map((a) => a.type)).toEqual(['payment', 'payment'])
})

test('parameters: connect failures are typed', async () => {
  const { adapter, wallet } = setup()
  await expect(adapter.connect({ connectorId: 'nope', network: bitcoin })).rejects.toBeInstanceOf(
    ConnectorNotFoundError,
  )
  await expect(
    adapter.connect({ connectorId: WALLET_ID, network: mainnet }),
  ).rejects.toBeInstanceOf(UnsupportedChainError)
  wallet.behavior.rejectConnect = true
  const rejected = await adapter
    .connect({ connectorId: WALLET_ID, network: bitcoin })
    .catch((e: unknown) => e)
  expect(rejected).toBeInstanceOf(ProviderRpcError)
  expect(rejected).toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' })
  expect(isUserRejection(rejected)).toBe(true)
  wallet.behavior.rejectConnect = false
  const connect = wallet.wallet.features['bitcoin:connect']
  connect.connect = async () => ({
    accounts: [{ address: 42 }] as unknown as BitcoinWalletAccount[],
  })
  await expect(
    adapter.connect({ connectorId: WALLET_ID, network: bitcoin }),
  ).rejects.toBeInstanceOf(InvalidWalletResponseError)
  connect.connect = async () => ({ accounts: wallet.accountsFor('bitcoin:mainnet') })
  await expect(
    adapter.connect({ connectorId: WALLET_ID, network: bitcoinTestnet }),
  ).rejects.toBeInstanceOf(NoAccountsError)
  connect.connect = async () => 'yes' as unknown as { accounts: [] }
  await expect(
    adapter.connect({ connectorId: WALLET_ID, network: bitcoin }),
  ).rejects.toBeInstanceOf(InvalidWalletResponseError)
})

test('parameters: a wallet without the chain is refused before it is asked', async () => {
  const { adapter, wallet } = setup({ wallet: { chains: ['bitcoin:mainnet'] } })
  await expect(
    adapter.connect({ connectorId: WALLET_ID, network: bitcoinTestnet }),
  ).rejects.toBeInstanceOf(ChainNotSupportedError)
  expect(wallet.requests).toEqual([])
})

test('parameters: connect before setup is refused', async () => {
  await expect(
    bitcoinAdapter().connect({ connectorId: WALLET_ID, network: bitcoin }),
  ).rejects.toBeInstanceOf(AdapterNotSetUpError)
})

test('default: reconnect restores an authorised session silently', async () => {
  const { adapter, wallet } = setup({ wallet: { behavior: { silent: true } } })
  expect(
    await adapter.reconnect({ connectorId: WALLET_ID, network: bitcoinRegtest }),
  ).toBeUndefined()
  await adapter.connect({ connectorId: WALLET_ID, network: bitcoinRegtest })
  const again = await adapter.reconnect({ connectorId: WALLET_ID, network: bitcoinRegtest })
  expect(again?.accounts[0]?.address).toBe(wallet.accountsFor('bitcoin:regtest')[0]!.address)
  expect(wallet.requests.filter((r) => r.method === 'connect').map((r) => r.input)).toEqual([
    { chain: 'bitcoin:regtest', purposes: ['payment', 'ordinal'], silent: true },
    { chain: 'bitcoin:regtest', purposes: ['payment', 'ordinal'] },
    { chain: 'bitcoin:regtest', purposes: ['payment', 'ordinal'], silent: true },
  ])
})

test('behavior: reconnect resolves undefined for unknown, unauthorised or failing wallets', async () => {
  const { adapter, wallet, logs } = setup()
  expect(await adapter.reconnect({ connectorId: 'gone', network: bitcoin })).toBeUndefined()
  expect(await adapter.reconnect({ connectorId: WALLET_ID, network: bitcoin })).toBeUndefined()
  wallet.wallet.features['bitcoin:connect'].connect = () => Promise.reject(new Error('locked'))
  expect(await adapter.reconnect({ connectorId: WALLET_ID, network: bitcoin })).toBeUndefined()
  expect(logs.some((l) => l.level === 'debug' && l.message.includes('reconnect'))).toBe(true)
})

test('default: disconnect tells the wallet and ends the session', async () => {
  const { adapter, wallet } = setup()
  const { accounts } = await adapter.connect({ connectorId: WALLET_ID, network: bitcoin })
  await adapter.disconnect()
  expect(wallet.requests.at(-1)?.method).toBe('disconnect')
  await expect(
    adapter.signMessage({ address: accounts[0]!.address, message: 'hi' }),
  ).rejects.toBeInstanceOf(RequestBeforeConnectError)
  // a second disconnect is a no-op
  await adapter.disconnect()
})

test('behavior: wallet-side account changes reach the kit; an empty list disconnects', async () => {
  const { adapter, wallet, calls } = setup({ wallet: { seed: 'events' } })
  await adapter.connect({ connectorId: WALLET_ID, network: bitcoinRegtest })
  const [payment, ordinal] = wallet.accountsFor('bitcoin:regtest')
  // the same accounts again: nothing to report
  wallet.changeAccounts([payment!, ordinal!])
  expect(calls).toEqual([])
  // the user picked only the ordinal account, and accounts of another chain are ignored
  wallet.changeAccounts([ordinal!, ...wallet.accountsFor('bitcoin:mainnet')])
  expect(calls).toEqual([
    {
      type: 'accountsChanged',
      connectorId: WALLET_ID,
      accounts: [expect.objectContaining({ address: ordinal!.address, type: 'ordinal' })],
    },
  ])
  wallet.changeAccounts([])
  expect(calls.at(-1)).toEqual({ type: 'disconnected', connectorId: WALLET_ID })
  // after the session ended, further events are ignored
  wallet.changeAccounts([payment!])
  expect(calls).toHaveLength(2)
})

test('default: switchNetwork reconnects the wallet on the new chain and reports the accounts', async () => {
  const { adapter, wallet, calls } = setup()
  await adapter.switchNetwork({ network: bitcoinTestnet })
  expect(wallet.requests).toEqual([])
  await adapter.connect({ connectorId: WALLET_ID, network: bitcoinRegtest })
  await adapter.switchNetwork({ network: bitcoinTestnet })
  const testnetPayment = wallet.accountsFor('bitcoin:testnet')[0]!.address
  expect(testnetPayment).toMatch(/^tb1q/)
  expect(calls.at(-1)).toMatchObject({
    type: 'accountsChanged',
    accounts: [{ address: testnetPayment, type: 'payment' }, { type: 'ordinal' }],
  })
  expect(adapter.isAddress(testnetPayment)).toBe(true)
  await expect(adapter.switchNetwork({ network: mainnet })).rejects.toBeInstanceOf(
    UnsupportedChainError,
  )
})

test('parameters: switching to a chain the wallet lacks is "Chain is not supported"', async () => {
  const { adapter } = setup({ wallet: { chains: ['bitcoin:regtest'] } })
  await adapter.connect({ connectorId: WALLET_ID, network: bitcoinRegtest })
  const error = await adapter.switchNetwork({ network: bitcoin }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ChainNotSupportedError)
  expect((error as ChainNotSupportedError).shortMessage).toBe('Chain is not supported')
})

test('default: getBalance sums confirmed and unconfirmed UTXOs from Esplora', async () => {
  const { adapter, wallet } = setup({ wallet: { seed: 'balance' } })
  const address = wallet.accountsFor('bitcoin:regtest')[0]!.address
  expect(await adapter.getBalance({ address, network: bitcoinRegtest })).toEqual({
    value: 0n,
    decimals: 8,
    symbol: 'BTC',
    formatted: '0',
  })
  server.fund(address, 150_000_000n)
  server.fund(address, 2_500n, { confirmed: false })
  expect(await adapter.getBalance({ address, network: bitcoinRegtest })).toEqual({
    value: 150_002_500n,
    decimals: 8,
    symbol: 'BTC',
    formatted: '1.500025',
  })
  await expect(adapter.getBalance({ address, network: bitcoin })).rejects.toBeInstanceOf(
    InvalidAddressError,
  )
})

test('behavior: getBalance asks the data service first and falls back to Esplora', async () => {
  const address = addressOf(
    createTestWallet({ seed: 'ds' }).paymentKey,
    'p2wpkh',
    networks.regtest,
  ).address
  server.fund(address, 7_000n)
  const getTokenBalances = vi.fn<DataSource['getTokenBalances']>(async ({ network }) => [
    {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: network.caipNetworkId,
      value: 0,
      price: 0,
      quantity: { decimals: '8', numeric: '0.5' },
      iconUrl: '',
    },
  ])
  const dataSource: DataSource = {
    getTokenBalances,
    getIdentity: async () => ({ name: null, avatar: null }),
  }
  const { adapter, logs } = setup({ dataSource })
  expect((await adapter.getBalance({ address, network: bitcoinRegtest })).value).toBe(50_000_000n)
  expect(getTokenBalances).toHaveBeenCalledWith({ address, network: bitcoinRegtest })
  // no native row: the data service does not cover this chain
  getTokenBalances.mockResolvedValueOnce([])
  expect((await adapter.getBalance({ address, network: bitcoinRegtest })).value).toBe(7_000n)
  getTokenBalances.mockRejectedValueOnce(new Error('503'))
  expect((await adapter.getBalance({ address, network: bitcoinRegtest })).value).toBe(7_000n)
  expect(logs.filter((l) => l.level === 'warn')).toHaveLength(1)
})

test('default: signMessage returns a BIP-137 signature of the account key', async () => {
  const { adapter, wallet } = setup()
  const { accounts } = await adapter.connect({ connectorId: WALLET_ID, network: bitcoin })
  const address = accounts[0]!.address
  const signature = await adapter.signMessage({ address, message: 'Sign in to Walletport' })
  expect(
    verifyBip137({
      message: 'Sign in to Walletport',
      signature,
      address,
      type: 'p2wpkh',
      network: networks.bitcoin,
    }),
  ).toBe(true)
  expect(
    verifyBip137({
      message: 'Something else',
      signature,
      address,
      type: 'p2wpkh',
      network: networks.bitcoin,
    }),
  ).toBe(false)
  await expect(adapter.signMessage({ address: 'bc1qother', message: 'x' })).rejects.toBeInstanceOf(
    AccountNotFoundError,
  )
  wallet.behavior.rejectSign = true
  const error = await adapter.signMessage({ address, message: 'x' }).catch((e: unknown) => e)
  expect(isUserRejection(error)).toBe(true)
})

test('parameters: signMessage on a wallet without the feature is typed', async () => {
  const { adapter } = setup({ wallet: { signMessage: false } })
  const { accounts } = await adapter.connect({ connectorId: WALLET_ID, network: bitcoin })
  await expect(
    adapter.signMessage({ address: accounts[0]!.address, message: 'x' }),
  ).rejects.toBeInstanceOf(WalletFeatureMissingError)
})

test('default: isAddress checks the active network, else the first configured', async () => {
  const { adapter, wallet } = setup()
  await adapter.loadAddressRules()
  const regtest = wallet.accountsFor('bitcoin:regtest')[0]!.address
  const main = wallet.accountsFor('bitcoin:mainnet')[0]!.address
  expect(adapter.isAddress(regtest)).toBe(true)
  expect(adapter.isAddress(main)).toBe(false)
  await adapter.connect({ connectorId: WALLET_ID, network: bitcoin })
  expect(adapter.isAddress(main)).toBe(true)
  expect(adapter.isAddress(regtest)).toBe(false)
  expect(adapter.isAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true)
  const unconfigured = bitcoinAdapter()
  await unconfigured.loadAddressRules()
  expect(unconfigured.isAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true)
})

test('parameters: isAddress with a network checks that network, whatever is active', async () => {
  const { adapter, wallet } = setup()
  await adapter.loadAddressRules()
  const main = wallet.accountsFor('bitcoin:mainnet')
  const testnet = wallet.accountsFor('bitcoin:testnet')
  const regtest = wallet.accountsFor('bitcoin:regtest')
  // p2wpkh and p2tr of each network: bc1 on mainnet, tb1 on testnet, bcrt1 on regtest
  for (const { address } of main) {
    expect(adapter.isAddress(address, bitcoin)).toBe(true)
    expect(adapter.isAddress(address, bitcoinTestnet)).toBe(false)
    expect(adapter.isAddress(address, bitcoinRegtest)).toBe(false)
  }
  for (const { address } of testnet) {
    expect(adapter.isAddress(address, bitcoinTestnet)).toBe(true)
    expect(adapter.isAddress(address, bitcoin)).toBe(false)
  }
  for (const { address } of regtest) {
    expect(adapter.isAddress(address, bitcoinRegtest)).toBe(true)
    expect(adapter.isAddress(address, bitcoin)).toBe(false)
  }
  // base58: the genesis p2pkh is mainnet only; a testnet p2pkh is also regtest's
  const testnetP2pkh = addressOf(wallet.paymentKey, 'p2pkh', networks.testnet).address
  expect(adapter.isAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', bitcoin)).toBe(true)
  expect(adapter.isAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', bitcoinTestnet)).toBe(false)
  expect(adapter.isAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', bitcoinRegtest)).toBe(false)
  expect(adapter.isAddress(testnetP2pkh, bitcoinTestnet)).toBe(true)
  expect(adapter.isAddress(testnetP2pkh, bitcoinRegtest)).toBe(true)
  expect(adapter.isAddress(testnetP2pkh, bitcoin)).toBe(false)
  // the argument wins over the active network, both ways
  await adapter.connect({ connectorId: WALLET_ID, network: bitcoin })
  expect(adapter.isAddress(regtest[0]!.address, bitcoinRegtest)).toBe(true)
  expect(adapter.isAddress(regtest[0]!.address)).toBe(false)
  expect(adapter.isAddress(main[0]!.address, bitcoinRegtest)).toBe(false)
  // no bitcoin network, no bitcoin address
  expect(adapter.isAddress(main[0]!.address, mainnet)).toBe(false)
})

test('parameters: esploraUrl by network id, else the network rpc URL', async () => {
  const requested: string[] = []
  const fetch: typeof globalThis.fetch = async (input) => {
    requested.push(String(input))
    return new Response('[]')
  }
  const adapter = bitcoinAdapter({
    fetch,
    esploraUrl: { [bitcoinTestnet.caipNetworkId]: 'https://esplora.test/api/' },
  })
  const mainAddress = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'
  await adapter.getBalance({ address: mainAddress, network: bitcoin })
  await adapter.getBalance({
    address: 'mzK2FFDEhxqHcmrJw1ysqFkVyhUULo45hZ',
    network: bitcoinTestnet,
  })
  expect(requested).toEqual([
    `https://mempool.space/api/address/${mainAddress}/utxo`,
    'https://esplora.test/api/address/mzK2FFDEhxqHcmrJw1ysqFkVyhUULo45hZ/utxo',
  ])
})

test('default: formatUnits and parseUnits are the adapter contract ones', () => {
  const adapter = bitcoinAdapter()
  expect(adapter.formatUnits(12_345n, 8)).toBe('0.00012345')
  expect(adapter.parseUnits('0.00012345', 8)).toBe(12_345n)
})

test('behavior: connectors passed in (the WalletConnect bip122 seam) are listed and used', async () => {
  // stands in for a WalletConnect bip122 connector: same seam, another transport
  const remote = createTestWallet({ name: 'Remote', seed: 'remote' })
  const inner = createWalletStandardConnector(remote.wallet)
  const connector: BitcoinConnector = {
    ...inner,
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    rdns: undefined,
    icon: undefined,
    provider: { session: 'topic' },
  }
  const window = new EventTarget()
  createTestWallet().register(window)
  const adapter = bitcoinAdapter({ window, connectors: [connector], esploraUrl: server.url })
  adapter.setup(createTestContext({ networks: [bitcoinRegtest] }).ctx)
  expect(adapter.$connectors.get().map((c) => [c.id, c.type, c.installed])).toEqual([
    ['walletConnect', 'WALLET_CONNECT', false],
    [WALLET_ID, 'ANNOUNCED', true],
  ])
  const connected = await adapter.connect({ connectorId: 'walletConnect', network: bitcoinRegtest })
  expect(connected.provider).toEqual({ session: 'topic' })
  const from = connected.accounts[0]!.address
  server.fund(from, 60_000n)
  const txid = await adapter.capabilities.sendToken!({
    network: bitcoinRegtest,
    from,
    to: remote.accountsFor('bitcoin:regtest')[1]!.address,
    amount: '0.0001',
  })
  expect(server.broadcasts).toContain(txid)
})
