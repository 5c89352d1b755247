import { BaseError, ProviderRpcError, WALLET_ERROR_CODES } from '@walletport/core'
import {
  ContractFunctionRevertedError,
  decodeErrorResult,
  type Hex,
  isHex,
  ChainMismatchError as ViemChainMismatchError,
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
  WaitForTransactionReceiptTimeoutError as ViemWaitForTransactionReceiptTimeoutError,
} from 'viem'
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from './node.js'
import {
  HttpRequestError,
  RpcRequestError,
  RpcTimeoutError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  UnknownEvmError,
  WaitForReceiptTimeoutError,
} from './rpc.js'
import { ChainMismatchError } from './wallet.js'

export type ToEvmErrorParameters = {
  /** the contract's ABI, to decode its custom errors; Error(string) and Panic(uint256) need none */
  abi?: readonly unknown[] | undefined
}

const PROVIDER_CODES: ReadonlySet<number> = new Set(
  Object.values(WALLET_ERROR_CODES).filter((code) => code >= 4000 && code < 6000),
)

// viem's node errors and ours, in the order they are looked for along the cause chain
const NODE_ERRORS = [
  [ViemFeeCapTooHighError, FeeCapTooHighError],
  [ViemFeeCapTooLowError, FeeCapTooLowError],
  [ViemNonceTooHighError, NonceTooHighError],
  [ViemNonceTooLowError, NonceTooLowError],
  [ViemNonceMaxValueError, NonceMaxValueError],
  [ViemInsufficientFundsError, InsufficientFundsError],
  [ViemIntrinsicGasTooHighError, IntrinsicGasTooHighError],
  [ViemIntrinsicGasTooLowError, IntrinsicGasTooLowError],
  [ViemTransactionTypeNotSupportedError, TransactionTypeNotSupportedError],
  [ViemTipAboveFeeCapError, TipAboveFeeCapError],
] as const

/**
 * Docs: /adapters-evm/errors#toEvmError. Turns what viem (or a wallet) threw into one of our
 * typed errors, keeping the original as `cause`. Our own errors pass through unchanged, also
 * when viem wrapped them.
 */
export function toEvmError(error: unknown, { abi }: ToEvmErrorParameters = {}): BaseError {
  if (error instanceof BaseError) return error
  const chain = causeChain(error)
  // the node's or server's own words; viem's full message can hold the endpoint URL and its key
  const details = deepestDetails(chain)

  // a person said no, or the wallet refused: keep the EIP-1193 code for core's alerts
  for (const e of chain) {
    const code = readCode(e)
    if (code !== undefined && PROVIDER_CODES.has(code)) {
      const message = readShortMessage(e) ?? 'The wallet refused the request'
      return new ProviderRpcError({ code, message, data: readField(e, 'data'), cause: error })
    }
  }

  // one of core's errors that a wallet of ours threw (the embedded frame's 'Request was
  // aborted', a smart account's declined signature) and viem wrapped: its words are the reason
  const ours = chain.find((e): e is BaseError => e instanceof BaseError)
  if (ours) return ours

  if (chain.some((e) => e instanceof ViemChainMismatchError))
    return new ChainMismatchError({ cause: error })

  const reverted = findRevert(chain, abi, error, details)
  if (reverted) return reverted

  for (const [viemError, ours] of NODE_ERRORS) {
    if (chain.some((e) => e instanceof viemError)) return new ours({ cause: error, details })
  }

  for (const e of chain) {
    if (e instanceof ViemWaitForTransactionReceiptTimeoutError)
      return new WaitForReceiptTimeoutError({ hash: readHash(e), details, cause: error })
    if (e instanceof ViemTransactionReceiptNotFoundError)
      return new TransactionReceiptNotFoundError({ hash: readHash(e), details, cause: error })
    if (e instanceof ViemTransactionNotFoundError)
      return new TransactionNotFoundError({ hash: readHash(e), details, cause: error })
  }

  for (const e of chain) {
    if (e instanceof ViemTimeoutError)
      return new RpcTimeoutError({ url: e.url, details, cause: error })
    if (e instanceof ViemHttpRequestError)
      return new HttpRequestError({ status: e.status, url: e.url, details, cause: error })
    if (e instanceof ViemRpcRequestError)
      return new RpcRequestError({ code: e.code, details, cause: error })
  }

  if (chain.some((e) => e instanceof ViemUnknownNodeError))
    return new UnknownNodeError({ cause: error, details })

  // a JSON-RPC error from a wallet or node that viem passed on as is
  for (const e of chain) {
    const code = readCode(e)
    if (code !== undefined) return new RpcRequestError({ code, details, cause: error })
  }
  return new UnknownEvmError({ cause: error, details })
}

function findRevert(
  chain: readonly unknown[],
  abi: readonly unknown[] | undefined,
  error: unknown,
  details: string | undefined,
): ExecutionRevertedError | undefined {
  // viem decoded it already when it knew the contract's ABI
  for (const e of chain) {
    if (e instanceof ContractFunctionRevertedError) {
      if (e.data?.errorName === 'Panic') {
        const code = e.data.args?.[0]
        if (typeof code === 'bigint')
          return new ExecutionRevertedError({
            panicCode: Number(code),
            data: e.raw,
            details,
            cause: error,
          })
      }
      return new ExecutionRevertedError({ reason: e.reason, data: e.raw, details, cause: error })
    }
  }
  const isRevert = chain.some(
    (e) =>
      e instanceof ViemExecutionRevertedError ||
      readCode(e) === 3 ||
      ViemExecutionRevertedError.nodeMessage.test(readMessage(e) ?? ''),
  )
  const data = findRevertData(chain)
  if (!isRevert && !data) return undefined
  if (data) {
    const decoded = decodeRevertData(data, abi)
    if (decoded) return new ExecutionRevertedError({ ...decoded, data, details, cause: error })
    // revert data that is not a known error: an empty revert or a custom error without ABI
    if (!isRevert && data.length <= 2) return undefined
  }
  const viemRevert = chain.find((e) => e instanceof ViemExecutionRevertedError)
  const reason =
    viemRevert instanceof ViemExecutionRevertedError ? revertReasonFrom(viemRevert) : undefined
  return new ExecutionRevertedError({ reason, data, details, cause: error })
}

function decodeRevertData(
  data: Hex,
  abi: readonly unknown[] | undefined,
): { reason?: string; panicCode?: number } | undefined {
  if (data.length < 10) return undefined
  try {
    const decoded = decodeErrorResult({ abi: abi ?? [], data })
    if (decoded.errorName === 'Panic' && typeof decoded.args?.[0] === 'bigint')
      return { panicCode: Number(decoded.args[0]) }
    if (decoded.errorName === 'Error' && typeof decoded.args?.[0] === 'string')
      return { reason: decoded.args[0] }
    const args = decoded.args?.length ? `(${decoded.args.map(String).join(', ')})` : ''
    return { reason: `${decoded.errorName}${args}` }
  } catch {
    return undefined
  }
}

function revertReasonFrom(error: ViemExecutionRevertedError): string | undefined {
  const match = /reverted with (?:the following )?reason:\s*(.+)/.exec(error.shortMessage)
  return match?.[1]?.trim()
}

function findRevertData(chain: readonly unknown[]): Hex | undefined {
  for (const e of chain) {
    const data = readField(e, 'data')
    if (typeof data === 'string' && isHex(data) && (data.length >= 10 || data === '0x')) return data
    const nested = readField(data, 'data')
    if (typeof nested === 'string' && isHex(nested) && nested.length >= 10) return nested
  }
  return undefined
}

function deepestDetails(chain: readonly unknown[]): string | undefined {
  for (let i = chain.length - 1; i >= 0; i--) {
    const details = readField(chain[i], 'details')
    if (typeof details === 'string' && details) return details
  }
  // not a viem error: its own message, if it is one
  const [first] = chain
  return first instanceof Error ? first.message.split('\n')[0] : undefined
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current: unknown = error
  while (
    current !== undefined &&
    current !== null &&
    !chain.includes(current) &&
    chain.length < 32
  ) {
    chain.push(current)
    current = readField(current, 'cause')
  }
  return chain
}

function readField(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined
  return (value as Record<string, unknown>)[key]
}

function readCode(value: unknown): number | undefined {
  const code = readField(value, 'code')
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined
}

function readMessage(value: unknown): string | undefined {
  const message = readField(value, 'message')
  return typeof message === 'string' ? message : undefined
}

function readShortMessage(value: unknown): string | undefined {
  const short = readField(value, 'shortMessage')
  if (typeof short === 'string') return short
  return readMessage(value)
}

function readHash(value: unknown): `0x${string}` | undefined {
  const hash = readField(value, 'hash')
  return typeof hash === 'string' && isHex(hash) ? hash : undefined
}
