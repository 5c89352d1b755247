import { BaseError, defineError } from '@walletport/core'
import type { Hex } from 'viem'
import { getPanicDescription } from './panic.js'

// the node errors; each keeps viem's error as `cause`

export type ExecutionRevertedErrorType = ExecutionRevertedError & {
  name: 'ExecutionRevertedError'
}
/** A call or transaction reverted; `reason` is the revert string or the panic described in words. */
export class ExecutionRevertedError extends BaseError {
  override name = 'ExecutionRevertedError' as const
  readonly reason: string | undefined
  readonly panicCode: number | undefined
  readonly data: Hex | undefined
  constructor({
    reason,
    panicCode,
    data,
    details,
    cause,
  }: {
    reason?: string | undefined
    panicCode?: number | undefined
    data?: Hex | undefined
    details?: string | undefined
    cause?: unknown
  } = {}) {
    const described = panicCode === undefined ? reason : getPanicDescription(panicCode)
    super('Execution reverted', {
      cause,
      details,
      metaMessages: [
        ...(panicCode === undefined ? [] : [`Panic code: 0x${panicCode.toString(16)}`]),
        ...(described ? [`Reason: ${described}`] : []),
      ],
    })
    this.reason = described
    this.panicCode = panicCode
    this.data = data
  }
}

export class FeeCapTooHighError extends /* @__PURE__ */ defineError(
  'FeeCapTooHighError',
  'The max fee per gas is higher than the maximum allowed',
) {}
export class FeeCapTooLowError extends /* @__PURE__ */ defineError(
  'FeeCapTooLowError',
  'The max fee per gas is lower than the block base fee',
) {}
export class NonceTooHighError extends /* @__PURE__ */ defineError(
  'NonceTooHighError',
  'Nonce is higher than the next one for this account',
) {}
export class NonceTooLowError extends /* @__PURE__ */ defineError(
  'NonceTooLowError',
  'Nonce is lower than the current nonce of this account',
) {}
export class NonceMaxValueError extends /* @__PURE__ */ defineError(
  'NonceMaxValueError',
  'Nonce has reached its maximum value',
) {}
export class InsufficientFundsError extends /* @__PURE__ */ defineError(
  'InsufficientFundsError',
  'Insufficient funds for gas and value',
) {}
export class IntrinsicGasTooHighError extends /* @__PURE__ */ defineError(
  'IntrinsicGasTooHighError',
  'The gas limit is higher than the block allows',
) {}
export class IntrinsicGasTooLowError extends /* @__PURE__ */ defineError(
  'IntrinsicGasTooLowError',
  'The gas limit is too low for this transaction',
) {}
export class TransactionTypeNotSupportedError extends /* @__PURE__ */ defineError(
  'TransactionTypeNotSupportedError',
  'The transaction type is not supported by this network',
) {}
export class TipAboveFeeCapError extends /* @__PURE__ */ defineError(
  'TipAboveFeeCapError',
  'The priority fee cannot exceed the max fee',
) {}
// the fee rule is core's (assertFeeParameters), and so is the error it throws
export { FeeConflictError, type FeeConflictErrorType } from '@walletport/core'
export class UnknownNodeError extends /* @__PURE__ */ defineError(
  'UnknownNodeError',
  'Unknown node error',
) {}

export type FeeCapTooHighErrorType = FeeCapTooHighError & { name: 'FeeCapTooHighError' }
export type FeeCapTooLowErrorType = FeeCapTooLowError & { name: 'FeeCapTooLowError' }
export type NonceTooHighErrorType = NonceTooHighError & { name: 'NonceTooHighError' }
export type NonceTooLowErrorType = NonceTooLowError & { name: 'NonceTooLowError' }
export type NonceMaxValueErrorType = NonceMaxValueError & { name: 'NonceMaxValueError' }
export type InsufficientFundsErrorType = InsufficientFundsError & {
  name: 'InsufficientFundsError'
}
export type IntrinsicGasTooHighErrorType = IntrinsicGasTooHighError & {
  name: 'IntrinsicGasTooHighError'
}
export type IntrinsicGasTooLowErrorType = IntrinsicGasTooLowError & {
  name: 'IntrinsicGasTooLowError'
}
export type TransactionTypeNotSupportedErrorType = TransactionTypeNotSupportedError & {
  name: 'TransactionTypeNotSupportedError'
}
export type TipAboveFeeCapErrorType = TipAboveFeeCapError & { name: 'TipAboveFeeCapError' }
export type UnknownNodeErrorType = UnknownNodeError & { name: 'UnknownNodeError' }
