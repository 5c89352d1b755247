import { afterEach, expect, test, vi } from 'vitest'
import * as exports from './index.js'

// viem loads only when the adapter first needs it: each specifier records its loading
const loaded = vi.hoisted(() => new Set<string>())
for (const specifier of ['viem', 'viem/accounts', 'viem/actions', 'viem/chains'])
  vi.doMock(specifier, async (importOriginal) => {
    loaded.add(specifier)
    return importOriginal()
  })

afterEach(() => {
  vi.unstubAllGlobals()
})

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "formatDisplayBalance",
      "formatFiatValue",
      "watchInjectedProviders",
      "isEip1193Provider",
      "parseProviderDetail",
      "ExecutionRevertedError",
      "FeeCapTooHighError",
      "FeeCapTooLowError",
      "NonceTooHighError",
      "NonceTooLowError",
      "NonceMaxValueError",
      "InsufficientFundsError",
      "IntrinsicGasTooHighError",
      "IntrinsicGasTooLowError",
      "TransactionTypeNotSupportedError",
      "TipAboveFeeCapError",
      "FeeConflictError",
      "UnknownNodeError",
      "PANIC_DESCRIPTIONS",
      "isPanicCode",
      "getPanicDescription",
      "RpcRequestError",
      "HttpRequestError",
      "RpcTimeoutError",
      "TransactionNotFoundError",
      "TransactionReceiptNotFoundError",
      "WaitForReceiptTimeoutError",
      "UnknownEvmError",
      "NoRpcEndpointError",
      "InvalidSiwxMessageError",
      "SiwxUriRequiredError",
      "SiwxMessageUnavailableError",
      "SiwxExpectationMissingError",
      "InvalidUnitsError",
      "InvalidWalletResponseError",
      "InvalidWalletRequestError",
      "InvalidAddressError",
      "ChainMismatchError",
      "assertFeeParameters",
      "isValidFeeParameters",
      "isInsufficientGas",
      "withRetryAfter",
      "parseRetryAfter",
      "eip155AdapterRules",
      "isEip155Address",
      "parseUnits",
      "formatUnits",
      "WALLET_CONNECT_ID",
      "evmAdapter",
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

test('behavior: the main entry imports no viem (the helpers that need it are subpaths)', async () => {
  loaded.clear()
  vi.resetModules()
  const fresh = await import('./index.js')
  fresh.evmAdapter()
  expect([...loaded]).toEqual([])
  await import('./utils.js')
  expect([...loaded]).toContain('viem')
})
