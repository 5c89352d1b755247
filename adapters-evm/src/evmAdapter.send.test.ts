import {
  PriorityFeeAboveMaxFeeError,
  ProviderRpcError,
  SendFailedError,
  solana,
  UnsupportedChainError,
} from '@walletport/core'
import {
  type Address,
  createWalletClient,
  type Hash,
  http,
  parseAbi,
  parseEther,
  parseGwei,
  parseUnits,
} from 'viem'
import {
  getBalance,
  getBlock,
  getTransaction,
  getTransactionCount,
  readContract,
  sendTransaction,
  writeContract,
} from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ExecutionRevertedError, FeeConflictError, InsufficientFundsError } from './errors/node.js'
import { InvalidAddressError } from './errors/wallet.js'
import { asHex } from './test/asHex.js'
import { rpcMethods } from './test/createRpcProxy.js'
import { createTestBed, type TestBed, WALLET_RDNS } from './test/createTestBed.js'
import { artifacts, deploy } from './test/deployContracts.js'
import { devAccount } from './test/devAccounts.js'

const tokenAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function transfer(address to, uint256 value) returns (bool)',
])

let bed: TestBed
let token: Address
let panicker: Address
const from = devAccount(0).address
const to = devAccount(4).address

beforeAll(async () => {
  bed = await createTestBed({ proxy: true })
  token = await deploy(bed.anvil, artifacts.testToken, ['Test Token', 'TT', 6, 10n ** 15n])
  panicker = await deploy(bed.anvil, artifacts.panicker)
  // the sender gets tokens from the deployer
  const deployer = createWalletClient({ account: devAccount(9), transport: http(bed.anvil.rpcUrl) })
  await writeContract(deployer, {
    address: token,
    abi: tokenAbi,
    functionName: 'transfer',
    args: [from, 1000n * 10n ** 6n],
    chain: null,
  })
  await bed.adapter.connect({ connectorId: WALLET_RDNS, network: bed.network })
})
afterAll(async () => {
  await bed.stop()
})

const client = () => bed.adapter.getClient(bed.network)

describe('sendToken', () => {
  test('default: a native transfer, mined', async () => {
    const before = await getBalance(await client(), { address: to })
    const hash = await bed.adapter.capabilities.sendToken({
      network: bed.network,
      from,
      to,
      amount: '1.5',
    })
    const receipt = await bed.adapter.capabilities.waitForReceipt({ network: bed.network, hash })
    expect(receipt).toMatchObject({ status: 'success', transactionHash: hash })
    expect(receipt.replacement).toBeUndefined()
    expect((await getBalance(await client(), { address: to })) - before).toBe(parseEther('1.5'))
  })

  test('default: an ERC20 transfer, mined', async () => {
    const hash = await bed.adapter.capabilities.sendToken({
      network: bed.network,
      from,
      to,
      amount: '12.345',
      token: { address: token, decimals: 6 },
    })
    const receipt = await bed.adapter.capabilities.waitForReceipt({ network: bed.network, hash })
    expect(receipt.status).toBe('success')
    expect(
      await readContract(await client(), {
        address: token,
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [to],
      }),
    ).toBe(parseUnits('12.345', 6))
  })

  test('behavior: a failure is "Something went wrong", the node error kept as its cause', async () => {
    // more tokens than the sender holds: the token's subtraction underflows, panic 0x11
    const error = await bed.adapter.capabilities
      .sendToken({
        network: bed.network,
        from,
        to,
        amount: '5000',
        token: { address: token, decimals: 6 },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendFailedError)
    expect((error as SendFailedError).shortMessage).toBe('Something went wrong')
    const cause = (error as SendFailedError).cause
    expect(cause).toBeInstanceOf(ExecutionRevertedError)
    expect(cause).toMatchObject({
      panicCode: 17,
      reason: 'An arithmetic operation overflowed or underflowed',
    })
  })

  test('behavior: more ether than the account holds is insufficient funds', async () => {
    const error = await bed.adapter.capabilities
      .sendToken({ network: bed.network, from, to, amount: '20000' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendFailedError)
    expect((error as SendFailedError).cause).toBeInstanceOf(InsufficientFundsError)
  })

  test('behavior: a wallet that rejects with 4001', async () => {
    bed.wallet.state.rejectMethods.add('eth_sendTransaction')
    try {
      const error = await bed.adapter.capabilities
        .sendToken({ network: bed.network, from, to, amount: '1' })
        .catch((e: unknown) => e)
      expect((error as SendFailedError).cause).toBeInstanceOf(ProviderRpcError)
      expect((error as SendFailedError).cause).toMatchObject({ code: 4001 })
    } finally {
      bed.wallet.state.rejectMethods.clear()
    }
  })

  test('parameters: a bad amount or receiver, or another namespace', async () => {
    const send = (p: { amount?: string; to?: string }) =>
      bed.adapter.capabilities
        .sendToken({ network: bed.network, from, to: p.to ?? to, amount: p.amount ?? '1' })
        .catch((e: unknown) => (e as Error).message)
    expect(await send({ amount: '0' })).toBe('Please enter a valid amount and receiver address')
    expect(await send({ amount: '1e3' })).toBe('Please enter a valid amount and receiver address')
    expect(await send({ to: to.slice(2) })).toBe('Please enter a valid amount and receiver address')
    // mixed case with a wrong checksum
    expect(await send({ to: `${to.slice(0, -1)}${to.at(-1) === 'A' ? 'a' : 'A'}` })).toBe(
      'Please enter a valid amount and receiver address',
    )
    await expect(
      bed.adapter.capabilities.sendToken({ network: solana, from, to, amount: '1' }),
    ).rejects.toBeInstanceOf(UnsupportedChainError)
  })
})

describe('sendTransaction and fees', () => {
  test('default: EIP-1559 fees pass to the wallet', async () => {
    const hash = await bed.adapter.capabilities.sendTransaction({
      network: bed.network,
      from,
      to,
      value: 1n,
      maxFeePerGas: parseGwei('20'),
      maxPriorityFeePerGas: parseGwei('2'),
    })
    const tx = await getTransaction(await client(), { hash: asHex(hash) })
    expect(tx).toMatchObject({
      maxFeePerGas: parseGwei('20'),
      maxPriorityFeePerGas: parseGwei('2'),
    })
  })

  test('behavior: gasPrice with maxFeePerGas, or a tip above the fee cap, never reach the wallet', async () => {
    const calls = bed.wallet.calls.length
    await expect(
      bed.adapter.capabilities.sendTransaction({
        network: bed.network,
        from,
        to,
        gasPrice: parseGwei('5'),
        maxFeePerGas: parseGwei('5'),
      }),
    ).rejects.toBeInstanceOf(FeeConflictError)
    await expect(
      bed.adapter.capabilities.sendTransaction({
        network: bed.network,
        from,
        to,
        maxFeePerGas: parseGwei('1'),
        maxPriorityFeePerGas: parseGwei('2'),
      }),
    ).rejects.toBeInstanceOf(PriorityFeeAboveMaxFeeError)
    expect(bed.wallet.calls.length).toBe(calls)
  })

  test('default: gas estimation and fee estimation with the 1.2 base fee multiplier', async () => {
    expect(
      await bed.adapter.capabilities.estimateGas({ network: bed.network, from, to, value: 1n }),
    ).toBe(21_000n)
    const fees = await bed.adapter.capabilities.estimateFees({ network: bed.network })
    const block = await getBlock(await client())
    if (fees.type !== 'eip1559') throw new Error('anvil has EIP-1559 fees')
    const priority = fees.maxPriorityFeePerGas
    expect(fees.maxFeePerGas - priority).toBe(((block.baseFeePerGas ?? 0n) * 12n) / 10n)
  })

  test('parameters: a receiver without 0x is refused', async () => {
    await expect(
      bed.adapter.capabilities.sendTransaction({ network: bed.network, from, to: to.slice(2) }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
  })
})

describe('reverts', () => {
  test('behavior: a reverted call comes back with its panic described', async () => {
    const abi = artifacts.panicker.abi
    const cases = [
      ['divide', [0n], 18, 'Division or modulo by zero'],
      ['assertPositive', [0n], 1, 'An assert condition failed'],
      ['readItem', [3n], 50, 'An array index was out of bounds'],
      ['popItem', [], 49, 'pop() was called on an empty array'],
    ] as const
    for (const [functionName, args, panicCode, reason] of cases) {
      const error = await bed.adapter.capabilities
        .writeContract({ network: bed.network, from, address: panicker, abi, functionName, args })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ExecutionRevertedError)
      expect(error).toMatchObject({ panicCode, reason, shortMessage: 'Execution reverted' })
    }
  })

  test('behavior: a require message is the reason', async () => {
    const error = await bed.adapter.capabilities
      .writeContract({
        network: bed.network,
        from,
        address: token,
        abi: artifacts.testToken.abi,
        functionName: 'transfer',
        args: ['0x0000000000000000000000000000000000000000', 1n],
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ reason: 'TestToken: transfer to the zero address' })
  })
})

describe('waitForReceipt', () => {
  // with automine off the first transaction waits in the pool while the wallet replaces it
  async function sendThenReplace(replacement: { to: Address; value: bigint }) {
    await bed.anvil.rpc('evm_setAutomine', [false])
    try {
      const nonce = await getTransactionCount(await client(), {
        address: from,
        blockTag: 'pending',
      })
      const hash = await bed.adapter.capabilities.sendTransaction({
        network: bed.network,
        from,
        to,
        value: 1000n,
        maxFeePerGas: parseGwei('10'),
        maxPriorityFeePerGas: parseGwei('1'),
      })
      const proxy = bed.proxy!
      proxy.requests.length = 0
      const waiting = bed.adapter.capabilities.waitForReceipt({ network: bed.network, hash })
      // viem must have seen the pending transaction, and finished looking at the current block
      // for a replacement, before the replacement is mined: a block seen while viem is busy is
      // skipped, and viem looks for replacements only in the block it is looking at
      await expect
        .poll(
          () =>
            proxy.requests.some(
              (r) => r.answeredAt && rpcMethods(r).includes('eth_getBlockByNumber'),
            ),
          // viem polls on its own interval, which a loaded machine stretches past the default 1 s
          { timeout: 15_000 },
        )
        .toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 50))
      const speedUp = createWalletClient({
        account: devAccount(0),
        transport: http(bed.anvil.rpcUrl),
      })
      const replacedBy: Hash = await sendTransaction(speedUp, {
        ...replacement,
        nonce,
        maxFeePerGas: parseGwei('30'),
        maxPriorityFeePerGas: parseGwei('3'),
        chain: null,
      })
      await bed.anvil.rpc('evm_mine')
      return { hash, replacedBy, result: await waiting }
    } finally {
      await bed.anvil.rpc('evm_setAutomine', [true])
    }
  }

  test('behavior: a replaced transaction is classed repriced, cancelled or replaced', async () => {
    const repriced = await sendThenReplace({ to, value: 1000n })
    expect(repriced.result).toEqual({
      status: 'success',
      transactionHash: repriced.replacedBy,
      blockNumber: expect.any(BigInt),
      gasUsed: 21_000n,
      replacement: { reason: 'repriced', replacedHash: repriced.hash },
    })
    const cancelled = await sendThenReplace({ to: from, value: 0n })
    expect(cancelled.result.replacement).toEqual({
      reason: 'cancelled',
      replacedHash: cancelled.hash,
    })
    const replaced = await sendThenReplace({ to: devAccount(6).address, value: 5n })
    expect(replaced.result.replacement).toEqual({ reason: 'replaced', replacedHash: replaced.hash })
  })

  test('behavior: a receipt that never comes is a wait timeout', async () => {
    const error = await bed.adapter.capabilities
      .waitForReceipt({ network: bed.network, hash: `0x${'ab'.repeat(32)}`, timeout: 300 })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'WaitForReceiptTimeoutError',
      shortMessage: 'Timed out while waiting for the transaction receipt',
    })
  })
})
