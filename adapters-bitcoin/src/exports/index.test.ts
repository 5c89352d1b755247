import { expect, test, vi } from 'vitest'
import * as exports from './index.js'

test('behavior: importing the package touches no window; setup does', async () => {
  const target = new EventTarget()
  const listen = vi.spyOn(target, 'addEventListener')
  const dispatch = vi.spyOn(target, 'dispatchEvent')
  vi.stubGlobal('window', target)
  try {
    vi.resetModules()
    const fresh = await import('./index.js')
    const adapter = fresh.bitcoinAdapter()
    expect(listen).not.toHaveBeenCalled()
    expect(dispatch).not.toHaveBeenCalled()
    const { createTestContext } = await import('../test/createTestContext.js')
    const teardown = adapter.setup(createTestContext({ networks: [] }).ctx)
    expect(listen).toHaveBeenCalledWith('wallet-standard:register-wallet', expect.any(Function))
    expect(dispatch).toHaveBeenCalledOnce()
    teardown()
  } finally {
    vi.unstubAllGlobals()
  }
})

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "bitcoinAdapter",
      "decodeBase58Check",
      "encodeBase58Check",
      "decodeBech32",
      "decodeSegwitAddress",
      "encodeBech32",
      "encodeSegwitAddress",
      "checkBitcoinAddress",
      "isBitcoinAddress",
      "parseBitcoinAddress",
      "createWalletConnectConnector",
      "AccountNotFoundError",
      "AdapterNotSetUpError",
      "AmountBelowDustError",
      "BroadcastMismatchError",
      "EsploraAbortedError",
      "EsploraHttpError",
      "EsploraRequestError",
      "EsploraResponseError",
      "EsploraTimeoutError",
      "FeeRateTooHighError",
      "InsufficientFundsError",
      "InvalidAddressError",
      "InvalidAmountError",
      "InvalidWalletResponseError",
      "NoAccountsError",
      "PsbtMismatchError",
      "PsbtNotSignedError",
      "UnspendableAccountError",
      "UnsupportedTokenError",
      "WalletFeatureMissingError",
      "createEsploraClient",
      "ESPLORA_RETRY",
      "ESPLORA_TIMEOUT",
      "bitcoinRegtest",
      "findBitcoinNetwork",
      "getBitcoinNetwork",
      "createSendPsbt",
      "RBF_SEQUENCE",
      "DUST_LIMIT",
      "estimateVsize",
      "assertSameTransaction",
      "finalizeSignedPsbt",
      "getSpendPlan",
      "MIN_RELAY_FEE_RATE",
      "pickFeeRate",
      "selectCoins",
      "formatUnits",
      "parseUnits",
      "createWalletStandardConnector",
      "BITCOIN_CONNECT",
      "BITCOIN_SIGN_MESSAGE",
      "BITCOIN_SIGN_PSBT",
      "STANDARD_DISCONNECT",
      "STANDARD_EVENTS",
      "isBitcoinStandardWallet",
      "walletStandardConnectorId",
      "watchStandardWallets",
    ]
  `)
})
