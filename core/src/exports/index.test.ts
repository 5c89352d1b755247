import { expect, test, vi } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ALERTS",
      "AdapterNotFoundError",
      "AuthConnectorNotFoundError",
      "BaseError",
      "ChainAdapterNotFoundError",
      "ChainNotSupportedError",
      "ChainRequiredError",
      "ConflictingSiwxOptionsError",
      "ConnectTimeoutError",
      "ConnectionClientNotSetError",
      "ConnectorNotFoundError",
      "DisconnectFailedError",
      "EmailCooldownError",
      "EmailLoginDependencyError",
      "FeeConflictError",
      "FrameRequestError",
      "FrameUnknownError",
      "InvalidAccountNameError",
      "InvalidAddressChecksumError",
      "InvalidAddressError",
      "InvalidBase58Error",
      "InvalidCaip10AddressError",
      "InvalidCaipAddressError",
      "InvalidDecimalError",
      "InvalidExpirerTargetError",
      "InvalidHexError",
      "InvalidNetworkIdError",
      "InvalidOptionsError",
      "InvalidRecapError",
      "InvalidSendParametersError",
      "InvalidSignedMessageError",
      "InvalidTransactionHashError",
      "NamespaceNotConfiguredError",
      "NetworkClientNotSetError",
      "NetworkNotFoundError",
      "NetworkOrAddressUndefinedError",
      "NetworkUndefinedError",
      "NoActiveAddressError",
      "NoActiveNetworkError",
      "NoConnectionClientError",
      "PriorityFeeAboveMaxFeeError",
      "ProviderRpcError",
      "RequestAbortedError",
      "RequestBeforeConnectError",
      "RpcNotAllowedError",
      "SendFailedError",
      "SessionNotInitializedError",
      "SignClientNotInitializedError",
      "SignInInitError",
      "SignatureDeclinedError",
      "SiwxNotEnabledError",
      "SmartAccountSignatureError",
      "SolanaSendFailedError",
      "UnknownNamespaceError",
      "UnsupportedChainError",
      "WALLET_ERROR_CODES",
      "arbitrum",
      "bitcoin",
      "bitcoinTestnet",
      "close",
      "connect",
      "createEventStream",
      "createKit",
      "createKitStorage",
      "createLogger",
      "createMemoryDriver",
      "defineNetwork",
      "destroyKit",
      "disconnect",
      "dismissAlert",
      "estimateGas",
      "fetchBalance",
      "getAccount",
      "getActiveNetwork",
      "getAlertForMessage",
      "getBrowserDriver",
      "getConnectors",
      "getErrorCode",
      "getModalState",
      "getOpeningView",
      "goBack",
      "hideToast",
      "isCaipNetworkId",
      "isChainNamespace",
      "isUserRejection",
      "mainnet",
      "mockAdapter",
      "monadTestnet",
      "open",
      "parseCaipAddress",
      "parseCaipNetworkId",
      "pushView",
      "reconnect",
      "registerPendingRequest",
      "replaceView",
      "resetView",
      "selectWallet",
      "sendTransaction",
      "shakeModal",
      "showAlert",
      "showToast",
      "signMessage",
      "solana",
      "solanaDevnet",
      "solanaTestnet",
      "switchNetwork",
      "watchAccount",
      "watchActiveNetwork",
      "watchConnectors",
      "watchEvents",
      "watchModalState",
      "writeContract",
    ]
  `)
})

test('behavior: importing touches no browser global', async () => {
  const names = ['window', 'document', 'localStorage', 'navigator'] as const
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name))
  const touched: string[] = []
  for (const name of names)
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name)
        return undefined
      },
    })
  try {
    vi.resetModules()
    await import('./index.js')
  } finally {
    for (const [index, name] of names.entries()) {
      const descriptor = saved[index]
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else delete (globalThis as Record<string, unknown>)[name]
    }
  }
  expect(touched).toEqual([])
})
