import { BaseError, ProviderRpcError, RequestAbortedError } from '@walletport/core'
import {
  createWalletClient,
  custom,
  encodeErrorResult,
  parseAbi,
  UserRejectedRequestError,
  BaseError as ViemBaseError,
  ExecutionRevertedError as ViemExecutionRevertedError,
  FeeCapTooHighError as ViemFeeCapTooHighError,
  FeeCapTooLowError as ViemFeeCapTooLowError,
  HttpRequestError as ViemHttpRequestError,
  InsufficientFundsError as ViemInsufficientFundsError,
  IntrinsicGasTooHighError as ViemIntrinsicGasTooHighError,
  IntrinsicGasTooLowError as ViemIntrinsicGasTooLowError,
  NonceMaxValueError as ViemNonceMaxValueError,
  NonceTooHighError as ViemNonceTooHighError,
  NonceTooLowError as ViemNonceTooLowError,
  RpcRequestError as ViemRpcRequestError,
  TimeoutError as ViemTimeoutError,
  TipAboveFeeCapError as ViemTipAboveFeeCapError,
  TransactionNotFoundError as ViemTransactionNotFoundError,
  TransactionReceiptNotFoundError as ViemTransactionReceiptNotFoundError,
  TransactionTypeNotSupportedError as ViemTransactionTypeNotSupportedError,
  UnknownNodeError as ViemUnknownNodeError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { PANIC_DESCRIPTIONS } from './panic.js'
import { toEvmError } from './toEvmError.js'

const hash = `0x${'12'.repeat(32)}` as const
const nodeCause = (message: string) => new ViemBaseError('node', { details: message })
const rpcError = (code: number, message: string, data?: string) =>
  new ViemRpcRequestError({
    body: { method: 'eth_call' },
    error: { code, message, ...(data ? { data } : {}) },
    url: 'http://127.0.0.1:8545/?key=secret',
  })

describe('toEvmError', () => {
  test('default: every node error of the catalogue', () => {
    const cases = [
      new ViemFeeCapTooHighError({ cause: nodeCause('max fee per gas higher than 2^256-1') }),
      new ViemFeeCapTooLowError({ cause: nodeCause('max fee per gas less than block base fee') }),
      new ViemNonceTooHighError({ cause: nodeCause('nonce too high') }),
      new ViemNonceTooLowError({ cause: nodeCause('nonce too low') }),
      new ViemNonceMaxValueError({ cause: nodeCause('nonce has max value') }),
      new ViemInsufficientFundsError({
        cause: nodeCause('insufficient funds for gas * price + value'),
      }),
      new ViemIntrinsicGasTooHighError({ cause: nodeCause('intrinsic gas too high') }),
      new ViemIntrinsicGasTooLowError({ cause: nodeCause('intrinsic gas too low') }),
      new ViemTransactionTypeNotSupportedError({ cause: nodeCause('transaction type not valid') }),
      new ViemTipAboveFeeCapError({
        cause: nodeCause('max priority fee per gas higher than max fee per gas'),
      }),
      new ViemUnknownNodeError({ cause: nodeCause('something odd') }),
      new ViemHttpRequestError({
        url: 'http://127.0.0.1:8545/?key=secret',
        status: 502,
        details: 'Bad Gateway',
      }),
      new ViemTimeoutError({ body: {}, url: 'http://127.0.0.1:8545/?key=secret' }),
      rpcError(-32005, 'limit exceeded'),
      new ViemTransactionNotFoundError({ hash }),
      new ViemTransactionReceiptNotFoundError({ hash }),
      new WaitForTransactionReceiptTimeoutError({ hash }),
      new Error('a bug somewhere'),
    ]
    const mapped = cases.map((error) => {
      const ours = toEvmError(error)
      expect(ours).toBeInstanceOf(BaseError)
      expect(ours.cause).toBe(error)
      expect(ours.message).not.toContain('secret')
      return `${ours.name}: ${ours.shortMessage}`
    })
    expect(mapped).toMatchInlineSnapshot(`
      [
        "FeeCapTooHighError: The max fee per gas is higher than the maximum allowed",
        "FeeCapTooLowError: The max fee per gas is lower than the block base fee",
        "NonceTooHighError: Nonce is higher than the next one for this account",
        "NonceTooLowError: Nonce is lower than the current nonce of this account",
        "NonceMaxValueError: Nonce has reached its maximum value",
        "InsufficientFundsError: Insufficient funds for gas and value",
        "IntrinsicGasTooHighError: The gas limit is higher than the block allows",
        "IntrinsicGasTooLowError: The gas limit is too low for this transaction",
        "TransactionTypeNotSupportedError: The transaction type is not supported by this network",
        "TipAboveFeeCapError: The priority fee cannot exceed the max fee",
        "UnknownNodeError: Unknown node error",
        "HttpRequestError: Network request failed",
        "RpcTimeoutError: Network request timed out",
        "RpcRequestError: RPC request failed",
        "TransactionNotFoundError: Transaction not found",
        "TransactionReceiptNotFoundError: Transaction receipt not found",
        "WaitForReceiptTimeoutError: Timed out while waiting for the transaction receipt",
        "UnknownEvmError: An unknown error occurred",
      ]
    `)
  })

  test('behavior: each panic code is described in words', () => {
    const panic = parseAbi(['error Panic(uint256)'])
    const described = Object.keys(PANIC_DESCRIPTIONS).map((code) => {
      const data = encodeErrorResult({ abi: panic, errorName: 'Panic', args: [BigInt(code)] })
      const error = toEvmError(
        new ViemExecutionRevertedError({ cause: rpcError(3, 'execution reverted', data) }),
      )
      expect(error).toMatchObject({ name: 'ExecutionRevertedError', panicCode: Number(code), data })
      return `${code}: ${(error as { reason?: string }).reason}`
    })
    expect(described).toMatchInlineSnapshot(`
      [
        "1: An assert condition failed",
        "17: An arithmetic operation overflowed or underflowed",
        "18: Division or modulo by zero",
        "33: A value was converted to an enum it does not fit",
        "34: A storage byte array was read while incorrectly encoded",
        "49: pop() was called on an empty array",
        "50: An array index was out of bounds",
        "65: Too much memory was allocated, or an array was too large",
        "81: A zero-initialized function variable was called",
      ]
    `)
  })

  test('behavior: revert strings and custom errors', () => {
    const reason = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['Ownable: caller is not the owner'],
    })
    expect(toEvmError(rpcError(3, 'execution reverted', reason))).toMatchObject({
      name: 'ExecutionRevertedError',
      reason: 'Ownable: caller is not the owner',
    })
    const abi = parseAbi(['error TooLate(uint256 deadline)'])
    const custom = encodeErrorResult({ abi, errorName: 'TooLate', args: [7n] })
    expect(toEvmError(rpcError(3, 'execution reverted', custom), { abi })).toMatchObject({
      reason: 'TooLate(7)',
    })
    // no data at all: still a revert, with the node's words
    expect(toEvmError(rpcError(-32000, 'execution reverted'))).toMatchObject({
      name: 'ExecutionRevertedError',
    })
  })

  test('behavior: wallet codes become ProviderRpcError with the code kept', () => {
    const rejected = toEvmError(new UserRejectedRequestError(new Error('User denied')))
    expect(rejected).toBeInstanceOf(ProviderRpcError)
    expect(rejected).toMatchObject({ code: 4001 })
    for (const code of [4100, 4200, 4900, 4901, 4902, 5710]) {
      expect(toEvmError({ code, message: 'wallet says no' })).toMatchObject({
        name: 'ProviderRpcError',
        code,
      })
    }
  })

  test('behavior: our own errors pass through unchanged', () => {
    const ours = new ProviderRpcError({ code: 4001, message: 'no' })
    expect(toEvmError(ours)).toBe(ours)
  })

  test('behavior: our error thrown by a wallet of ours keeps its words through viem', async () => {
    // the embedded wallet's provider rejects a request the closed modal aborted; viem wraps
    // the code-less error as UnknownRpcError (-1), which alone would read 'RPC request failed'
    const aborted = new RequestAbortedError()
    const provider = {
      request: async () => {
        throw aborted
      },
    }
    const client = createWalletClient({ transport: custom(provider, { retryCount: 0 }) })
    const thrown = await client
      .signMessage({ account: '0x0000000000000000000000000000000000000001', message: 'hi' })
      .catch((error: unknown) => error)
    expect(thrown).not.toBe(aborted)
    expect(toEvmError(thrown)).toBe(aborted)
    expect(toEvmError(thrown).shortMessage).toBe('Request was aborted')
  })
})
