// the public API of @walletport/adapters-evm/errors: every error class and toEvmError, which
// needs viem (the classes alone are in the main entry too); errors.test.ts pins the list

export {
  ExecutionRevertedError,
  type ExecutionRevertedErrorType,
  FeeCapTooHighError,
  type FeeCapTooHighErrorType,
  FeeCapTooLowError,
  type FeeCapTooLowErrorType,
  FeeConflictError,
  type FeeConflictErrorType,
  InsufficientFundsError,
  type InsufficientFundsErrorType,
  IntrinsicGasTooHighError,
  type IntrinsicGasTooHighErrorType,
  IntrinsicGasTooLowError,
  type IntrinsicGasTooLowErrorType,
  NonceMaxValueError,
  type NonceMaxValueErrorType,
  NonceTooHighError,
  type NonceTooHighErrorType,
  NonceTooLowError,
  type NonceTooLowErrorType,
  TipAboveFeeCapError,
  type TipAboveFeeCapErrorType,
  TransactionTypeNotSupportedError,
  type TransactionTypeNotSupportedErrorType,
  UnknownNodeError,
  type UnknownNodeErrorType,
} from '../errors/node.js'
export {
  getPanicDescription,
  isPanicCode,
  PANIC_DESCRIPTIONS,
  type PanicCode,
} from '../errors/panic.js'
export {
  HttpRequestError,
  type HttpRequestErrorType,
  NoRpcEndpointError,
  type NoRpcEndpointErrorType,
  RpcRequestError,
  type RpcRequestErrorType,
  RpcTimeoutError,
  type RpcTimeoutErrorType,
  TransactionNotFoundError,
  type TransactionNotFoundErrorType,
  TransactionReceiptNotFoundError,
  type TransactionReceiptNotFoundErrorType,
  UnknownEvmError,
  type UnknownEvmErrorType,
  WaitForReceiptTimeoutError,
  type WaitForReceiptTimeoutErrorType,
} from '../errors/rpc.js'
export {
  InvalidSiwxMessageError,
  type InvalidSiwxMessageErrorType,
  SiwxExpectationMissingError,
  type SiwxExpectationMissingErrorType,
  SiwxMessageUnavailableError,
  type SiwxMessageUnavailableErrorType,
  SiwxUriRequiredError,
  type SiwxUriRequiredErrorType,
} from '../errors/siwx.js'
export { type ToEvmErrorParameters, toEvmError } from '../errors/toEvmError.js'
export { InvalidUnitsError, type InvalidUnitsErrorType } from '../errors/units.js'
export {
  ChainMismatchError,
  type ChainMismatchErrorType,
  InvalidAddressError,
  type InvalidAddressErrorType,
  InvalidWalletRequestError,
  type InvalidWalletRequestErrorType,
  InvalidWalletResponseError,
  type InvalidWalletResponseErrorType,
} from '../errors/wallet.js'
