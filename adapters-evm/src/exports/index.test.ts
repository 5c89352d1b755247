import { afterEach, expect, test, vi } from 'vitest'
import * as exports from './index.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "formatDisplayBalance",
      "formatFiatValue",
      "readTokenBalances",
      "isEip1193Provider",
      "parseProviderDetail",
      "watchInjectedProviders",
      "ExecutionRevertedError",
      "FeeCapTooHighError",
      "FeeCapTooLowError",
      "FeeConflictError",
      "InsufficientFundsError",
      "IntrinsicGasTooHighError",
      "IntrinsicGasTooLowError",
      "NonceMaxValueError",
      "NonceTooHighError",
      "NonceTooLowError",
      "TipAboveFeeCapError",
      "TransactionTypeNotSupportedError",
      "UnknownNodeError",
      "getPanicDescription",
      "isPanicCode",
      "PANIC_DESCRIPTIONS",
      "HttpRequestError",
      "NoRpcEndpointError",
      "RpcRequestError",
      "RpcTimeoutError",
      "TransactionNotFoundError",
      "TransactionReceiptNotFoundError",
      "UnknownEvmError",
      "WaitForReceiptTimeoutError",
      "InvalidSiwxMessageError",
      "SiwxMessageUnavailableError",
      "SiwxUriRequiredError",
      "toEvmError",
      "InvalidUnitsError",
      "ChainMismatchError",
      "InvalidAddressError",
      "InvalidWalletRequestError",
      "InvalidWalletResponseError",
      "evmAdapter",
      "createProfileReader",
      "getChainId",
      "toViemChain",
      "assertFeeParameters",
      "isValidFeeParameters",
      "isInsufficientGas",
      "waitForReceipt",
      "createSiwxMessage",
      "parseEip155ChainId",
      "parseSiwxMessage",
      "verifySiwxMessage",
      "createRpcTransport",
      "parseRetryAfter",
      "withRetryAfter",
      "formatUnits",
      "parseUnits",
      "isSendAddress",
      "isSignature",
      "isTransactionHash",
      "parseCallsId",
      "parseWalletAssets",
      "parseWalletCalls",
      "parseWalletCapabilities",
    ]
  `)
})

test('behavior: importing the package touches no window and starts nothing', async () => {
  const touched: PropertyKey[] = []
  const spy = new Proxy(
    {},
    {
      get: (_, key) => {
        touched.push(key)
        return undefined
      },
      has: (_, key) => {
        touched.push(key)
        return false
      },
    },
  )
  vi.stubGlobal('window', spy)
  vi.resetModules()
  const fresh = await import('./index.js')
  expect(typeof fresh.evmAdapter).toBe('function')
  expect(touched).toEqual([])
  // creating the adapter is as quiet: discovery waits for setup
  fresh.evmAdapter()
  expect(touched).toEqual([])
})
