import { expect, test, vi } from 'vitest'
import * as exports from './index.js'

// bitcoinjs-lib loads only with the first send: the PSBT helpers are in the /send subpath
const loaded = vi.hoisted(() => new Set<string>())
vi.mock('bitcoinjs-lib', async (importOriginal) => {
  loaded.add('bitcoinjs-lib')
  return importOriginal()
})

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
      "createWalletConnectConnector",
      "InvalidAddressError",
      "InvalidAmountError",
      "EsploraRequestError",
      "EsploraTimeoutError",
      "EsploraAbortedError",
      "EsploraHttpError",
      "EsploraResponseError",
      "BroadcastMismatchError",
      "AmountBelowDustError",
      "InsufficientFundsError",
      "FeeRateTooHighError",
      "UnsupportedTokenError",
      "AdapterNotSetUpError",
      "SiwxMessageUnavailableError",
      "InvalidWalletResponseError",
      "PsbtMismatchError",
      "PsbtNotSignedError",
      "WalletFeatureMissingError",
      "AccountNotFoundError",
      "NoAccountsError",
      "UnspendableAccountError",
      "ESPLORA_TIMEOUT",
      "ESPLORA_RETRY",
      "createEsploraClient",
      "bitcoinRegtest",
      "findBitcoinNetwork",
      "getBitcoinNetwork",
      "MIN_RELAY_FEE_RATE",
      "pickFeeRate",
      "selectCoins",
      "formatUnits",
      "parseUnits",
      "createWalletStandardConnector",
      "BITCOIN_CONNECT",
      "BITCOIN_SIGN_PSBT",
      "BITCOIN_SIGN_MESSAGE",
      "STANDARD_EVENTS",
      "STANDARD_DISCONNECT",
      "watchStandardWallets",
      "decodeBech32",
      "decodeSegwitAddress",
      "encodeBech32",
      "encodeSegwitAddress",
      "checkBitcoinAddress",
      "isBitcoinAddress",
      "parseBitcoinAddress",
      "WALLET_CONNECT_ID",
      "DUST_LIMIT",
      "estimateVsize",
      "isBitcoinStandardWallet",
      "walletStandardConnectorId",
    ]
  `)
})

test('behavior: the main entry imports no bitcoinjs-lib', async () => {
  loaded.clear()
  vi.resetModules()
  const fresh = await import('./index.js')
  fresh.bitcoinAdapter()
  expect([...loaded]).toEqual([])
  await import('./send.js')
  expect([...loaded]).toEqual(['bitcoinjs-lib'])
})
