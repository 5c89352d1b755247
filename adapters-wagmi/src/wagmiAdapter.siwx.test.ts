import { mock, connect as wagmiConnect } from '@wagmi/core'
import { SiwxUriRequiredError } from '@walletport/adapters-evm'
import {
  connect,
  createLocalSiwx,
  createMemoryDriver,
  disconnect,
  getSignInState,
  ProviderRpcError,
  SignatureDeclinedError,
  type SiwxMessageData,
  signIn,
} from '@walletport/core'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  recoverMessageAddress,
  serializeErc6492Signature,
} from 'viem'
import { getCode, readContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import ownedAccountFactory from '../../adapters-evm/src/test/contracts/artifacts/OwnedAccountFactory.json' with {
  type: 'json',
}
import { artifacts, deploy } from '../../adapters-evm/src/test/deployContracts.js'
import { devAccount } from '../../adapters-evm/src/test/devAccounts.js'
import { WagmiActionError } from './errors/errors.js'
import { ACCOUNT, createWagmiBed, type WagmiBed } from './test/createWagmiBed.js'
import { wagmiAdapter } from './wagmiAdapter.js'

// sign-in with the wallet (EIP-4361) through wagmi's signMessage, checked with viem on anvil
let bed: WagmiBed
let contractWallet: Address
let strangersWallet: Address

beforeAll(async () => {
  bed = await createWagmiBed()
  // ERC-1271 accounts on chain 31337: one ACCOUNT owns, one a stranger owns
  contractWallet = await deploy(bed.anvils[0], artifacts.contractWallet, [ACCOUNT])
  strangersWallet = await deploy(bed.anvils[0], artifacts.contractWallet, [devAccount(7).address])
})

afterAll(async () => {
  await bed?.stop()
})

const siwx = () =>
  createLocalSiwx({
    storage: createMemoryDriver(),
    domain: 'app.example.com',
    uri: 'https://app.example.com/login',
    statement: 'Sign in to Example with your wallet.',
  })

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString()

function signInData(overrides: Partial<SiwxMessageData> = {}): SiwxMessageData {
  return {
    domain: 'app.example.com',
    uri: 'https://app.example.com/login',
    version: '1',
    nonce: 'k3j4h5g6f7d8',
    issuedAt: minutes(0),
    expirationTime: minutes(60),
    networkId: 'eip155:31337',
    accountAddress: ACCOUNT,
    ...overrides,
  }
}

describe('sign-in through wagmi', () => {
  test('default: the kit signs the connected account in with an EIP-4361 message', async () => {
    const { kit, adapter } = bed.make({ kit: { siwx: siwx() } })
    await connect(kit, { connectorId: 'mock' })
    const session = await signIn(kit)
    expect(session.data).toMatchObject({
      domain: 'app.example.com',
      networkId: 'eip155:31337',
      accountAddress: ACCOUNT,
    })
    expect(session.message.split('\n').slice(0, 2)).toEqual([
      'app.example.com wants you to sign in with your Ethereum account:',
      ACCOUNT,
    ])
    expect(session.message).toContain('Chain ID: 31337')
    // signed by the account through wagmi's mock wallet
    expect(
      await recoverMessageAddress({
        message: session.message,
        signature: session.signature as `0x${string}`,
      }),
    ).toBe(ACCOUNT)
    expect(getSignInState(kit).status).toBe('signed')
    expect(
      await adapter.capabilities.verifySiwx({
        message: session.message,
        signature: session.signature,
        data: session.data,
        expected: { domain: 'app.example.com', nonce: session.data.nonce },
      }),
    ).toMatchObject({ valid: true, method: 'eip191' })
    await disconnect(kit)
  })

  test('behavior: a sign-in right after a connect made through wagmi hooks', async () => {
    const { kit, config } = bed.make({ kit: { siwx: siwx() } })
    await wagmiConnect(config, { connector: config.connectors[0]!, chainId: 31338 })
    const session = await signIn(kit)
    expect(session.data.networkId).toBe('eip155:31338')
    expect(session.message).toContain('Chain ID: 31338')
    await disconnect(kit)
  })

  test('behavior: a contract account verifies by ERC-1271 on the chain through wagmi transports', async () => {
    const { kit, adapter } = bed.make()
    await connect(kit, { connectorId: 'mock' })
    const sign = async (data: SiwxMessageData) => {
      const message = adapter.capabilities.siwx.createMessage(data)
      const signature = await adapter.signMessage({ address: ACCOUNT, message })
      return { message, signature, data, expected: data }
    }
    expect(
      await adapter.capabilities.verifySiwx(
        await sign(signInData({ accountAddress: contractWallet })),
      ),
    ).toMatchObject({ valid: true, method: 'eip1271' })
    // signed by ACCOUNT, which does not own the stranger's contract account
    const stranger = await sign(signInData({ accountAddress: strangersWallet }))
    expect(await adapter.capabilities.verifySiwx(stranger)).toMatchObject({
      valid: false,
      reason: 'signature',
    })
    expect(await adapter.capabilities.siwx.verifyMessage(stranger)).toBe(false)
    // another nonce than the one the kit issued
    const own = await sign(signInData())
    expect(
      await adapter.capabilities.verifySiwx({
        ...own,
        expected: { domain: 'app.example.com', nonce: 'another-nonce' },
      }),
    ).toMatchObject({ valid: false, reason: 'nonce' })
    await disconnect(kit)
  })

  test('behavior: an account its factory has not deployed yet verifies by ERC-6492', async () => {
    const { kit, adapter } = bed.make()
    await connect(kit, { connectorId: 'mock' })
    const client = createPublicClient({ transport: http(bed.anvils[0].rpcUrl) })
    const factory = await deploy(bed.anvils[0], ownedAccountFactory)
    const salt = `0x${'07'.repeat(32)}` as Hex
    const account = (await readContract(client, {
      address: factory,
      abi: ownedAccountFactory.abi,
      functionName: 'getAccountAddress',
      args: [ACCOUNT, salt],
    })) as Address
    const data = signInData({ accountAddress: account })
    const message = adapter.capabilities.siwx.createMessage(data)
    // the owner signs through wagmi; the signature carries the factory call that would deploy
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: ownedAccountFactory.abi,
        functionName: 'createAccount',
        args: [ACCOUNT, salt],
      }),
      signature: (await adapter.signMessage({ address: ACCOUNT, message })) as Hex,
    })
    expect(
      await adapter.capabilities.verifySiwx({ message, signature, data, expected: data }),
    ).toMatchObject({ valid: true, method: 'erc6492' })
    // checked in a call that deploys nothing
    expect(await getCode(client, { address: account })).toBeUndefined()
    await disconnect(kit)
  })
})

describe('bad input', () => {
  test('behavior: a wallet that declines to sign: SignatureDeclinedError, the wallet code kept', async () => {
    const declining = mock({ accounts: [ACCOUNT], features: { signMessageError: true } })
    const { kit } = bed.make({ connectors: [declining], kit: { siwx: siwx() } })
    await connect(kit, { connectorId: 'mock' })
    const error = await signIn(kit).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SignatureDeclinedError)
    const cause = (error as SignatureDeclinedError).cause
    expect(cause).toBeInstanceOf(ProviderRpcError)
    expect((cause as ProviderRpcError).code).toBe(4001)
    expect(getSignInState(kit).status).toBe('unsigned')
    await disconnect(kit)
  })

  test('behavior: a connector that throws while signing: the action named in the cause', async () => {
    const crashing = mock({
      accounts: [ACCOUNT],
      features: { signMessageError: new Error('the extension crashed') },
    })
    const { kit } = bed.make({ connectors: [crashing], kit: { siwx: siwx() } })
    await connect(kit, { connectorId: 'mock' })
    const error = await signIn(kit).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SignatureDeclinedError)
    const cause = (error as SignatureDeclinedError).cause
    expect(cause).toBeInstanceOf(WagmiActionError)
    expect((cause as WagmiActionError).action).toBe('signMessage')
    await disconnect(kit)
  })

  test('behavior: a message for a chain wagmi does not serve verifies EOAs only', async () => {
    const { kit, adapter } = bed.make()
    await connect(kit, { connectorId: 'mock' })
    const data = signInData({ networkId: 'eip155:999' })
    const message = adapter.capabilities.siwx.createMessage(data)
    const signature = await adapter.signMessage({ address: ACCOUNT, message })
    expect(
      await adapter.capabilities.verifySiwx({ message, signature, data, expected: data }),
    ).toMatchObject({ valid: true, method: 'eip191' })
    // no client on chain 999, so no contract account can be asked
    const forContract = signInData({ networkId: 'eip155:999', accountAddress: contractWallet })
    const other = adapter.capabilities.siwx.createMessage(forContract)
    expect(
      await adapter.capabilities.verifySiwx({
        message: other,
        signature: await adapter.signMessage({ address: ACCOUNT, message: other }),
        data: forContract,
        expected: forContract,
      }),
    ).toMatchObject({ valid: false, reason: 'signature' })
    await disconnect(kit)
  })

  test('behavior: the message is written before any connection; without uri or aud a typed error', () => {
    // synchronous by contract, so it needs nothing loaded
    const adapter = wagmiAdapter({ config: bed.make().config })
    expect(adapter.capabilities.siwx.createMessage(signInData())).toMatch(
      /^app\.example\.com wants you to sign in with your Ethereum account:\n/,
    )
    expect(() =>
      adapter.capabilities.siwx.createMessage(signInData({ uri: undefined, aud: undefined })),
    ).toThrow(SiwxUriRequiredError)
  })
})
