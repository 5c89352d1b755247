export { formatDisplayBalance, formatFiatValue } from '../balances/formatDisplay.js'
export {
  type ReadTokenBalancesParameters,
  readTokenBalances,
} from '../balances/readTokenBalances.js'
export {
  type InjectedProviders,
  isEip1193Provider,
  parseProviderDetail,
  type WatchInjectedProvidersParameters,
  watchInjectedProviders,
} from '../connectors/watchInjectedProviders.js'
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
export {
  type EvmAdapter,
  type EvmAdapterOptions,
  type EvmCapabilities,
  evmAdapter,
  type FeeEstimate,
} from '../evmAdapter.js'
export {
  createProfileReader,
  type ProfileReader,
  type ProfileReaderParameters,
} from '../identity/createProfileReader.js'
export { type ChainContracts, getChainId, toViemChain } from '../network/toViemChain.js'
export {
  assertFeeParameters,
  type FeeParameters,
  isValidFeeParameters,
} from '../send/assertFeeParameters.js'
export { type IsInsufficientGasParameters, isInsufficientGas } from '../send/isInsufficientGas.js'
export {
  type ReceiptResult,
  type ReplacementReason,
  type WaitForReceiptParameters,
  waitForReceipt,
} from '../send/waitForReceipt.js'
export { createSiwxMessage, parseEip155ChainId } from '../siwx/createSiwxMessage.js'
export { type ParsedSiwxMessage, parseSiwxMessage } from '../siwx/parseSiwxMessage.js'
export {
  type SiwxVerification,
  type SiwxVerificationFailure,
  type VerifySiwxMessageParameters,
  verifySiwxMessage,
} from '../siwx/verifySiwxMessage.js'
export {
  type CreateRpcTransportParameters,
  createRpcTransport,
  type RpcTransportOptions,
} from '../transports/createRpcTransport.js'
export {
  parseRetryAfter,
  type WithRetryAfterParameters,
  withRetryAfter,
} from '../transports/withRetryAfter.js'
export type {
  Eip1193Provider,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
  EvmWindow,
} from '../types.js'
export { formatUnits } from '../utils/formatUnits.js'
export { parseUnits } from '../utils/parseUnits.js'
export { isSendAddress, isSignature, isTransactionHash } from '../utils/rules.js'
export {
  parseCallsId,
  parseWalletAssets,
  parseWalletCalls,
  parseWalletCapabilities,
  type WalletAsset,
  type WalletAssets,
  type WalletCall,
  type WalletCapabilities,
} from '../wallet/walletCalls.js'
