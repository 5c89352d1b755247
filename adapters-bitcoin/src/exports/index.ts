// the main entry: bitcoinAdapter and what costs nothing before the first connect (types, error
// classes, address and fee rules); PSBT helpers (bitcoinjs-lib) are in /send.
// size-limit checks that nothing here imports bitcoinjs-lib
// only `export *` lines (and type exports) here: see indexNamed.ts for why

export * from '../adapter/bitcoinAdapter.js'
export * from '../address/base58check.js'
export type {
  BitcoinAccount,
  BitcoinConnector,
  BitcoinTarget,
} from '../connectors/BitcoinConnector.js'
export * from '../connectors/createWalletConnectConnector.js'
export * from '../errors.js'
export * from '../esplora/createEsploraClient.js'
export type { FeeEstimates, TransactionStatus, Utxo } from '../esplora/parseEsplora.js'
export * from '../networks/bitcoinRegtest.js'
export * from '../networks/getBitcoinNetwork.js'
export * from '../send/pickFeeRate.js'
export * from '../send/selectCoins.js'
export * from '../units.js'
export * from '../wallet/createWalletStandardConnector.js'
export * from '../wallet/features.js'
export * from '../wallet/watchStandardWallets.js'
export * from './indexNamed.js'
