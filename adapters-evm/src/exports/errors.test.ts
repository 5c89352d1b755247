import { expect, test } from 'vitest'
import * as entry from './errors.js'

test('exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "ChainMismatchError",
      "ExecutionRevertedError",
      "FeeCapTooHighError",
      "FeeCapTooLowError",
      "FeeConflictError",
      "HttpRequestError",
      "InsufficientFundsError",
      "IntrinsicGasTooHighError",
      "IntrinsicGasTooLowError",
      "InvalidAddressError",
      "InvalidSiwxMessageError",
      "InvalidUnitsError",
      "InvalidWalletRequestError",
      "InvalidWalletResponseError",
      "NoRpcEndpointError",
      "NonceMaxValueError",
      "NonceTooHighError",
      "NonceTooLowError",
      "PANIC_DESCRIPTIONS",
      "RpcRequestError",
      "RpcTimeoutError",
      "SiwxExpectationMissingError",
      "SiwxMessageUnavailableError",
      "SiwxUriRequiredError",
      "TipAboveFeeCapError",
      "TransactionNotFoundError",
      "TransactionReceiptNotFoundError",
      "TransactionTypeNotSupportedError",
      "UnknownEvmError",
      "UnknownNodeError",
      "WaitForReceiptTimeoutError",
      "getPanicDescription",
      "isPanicCode",
      "toEvmError",
    ]
  `)
})
