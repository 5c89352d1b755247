export {
  type BitcoinAdapter,
  type BitcoinAdapterParameters,
  bitcoinAdapter,
  type SendEstimate,
} from '../adapter/bitcoinAdapter.js'
export {
  type DecodedBase58Check,
  decodeBase58Check,
  encodeBase58Check,
} from '../address/base58check.js'
export {
  type Bech32Encoding,
  type DecodedBech32,
  type DecodedSegwitAddress,
  type DecodeResult,
  decodeBech32,
  decodeSegwitAddress,
  encodeBech32,
  encodeSegwitAddress,
} from '../address/bech32.js'
export {
  type BitcoinAddressType,
  checkBitcoinAddress,
  isBitcoinAddress,
  type ParsedBitcoinAddress,
  parseBitcoinAddress,
} from '../address/parseBitcoinAddress.js'
export type {
  BitcoinAccount,
  BitcoinConnector,
  BitcoinTarget,
} from '../connectors/BitcoinConnector.js'
export { createWalletConnectConnector } from '../connectors/createWalletConnectConnector.js'
export {
  AccountNotFoundError,
  type AccountNotFoundErrorType,
  AdapterNotSetUpError,
  type AdapterNotSetUpErrorType,
  AmountBelowDustError,
  type AmountBelowDustErrorType,
  BroadcastMismatchError,
  type BroadcastMismatchErrorType,
  EsploraAbortedError,
  type EsploraAbortedErrorType,
  EsploraHttpError,
  type EsploraHttpErrorType,
  EsploraRequestError,
  type EsploraRequestErrorType,
  EsploraResponseError,
  type EsploraResponseErrorType,
  EsploraTimeoutError,
  type EsploraTimeoutErrorType,
  FeeRateTooHighError,
  type FeeRateTooHighErrorType,
  InsufficientFundsError,
  type InsufficientFundsErrorType,
  InvalidAddressError,
  type InvalidAddressErrorType,
  type InvalidAddressReason,
  InvalidAmountError,
  type InvalidAmountErrorType,
  InvalidWalletResponseError,
  type InvalidWalletResponseErrorType,
  NoAccountsError,
  type NoAccountsErrorType,
  PsbtMismatchError,
  type PsbtMismatchErrorType,
  PsbtNotSignedError,
  type PsbtNotSignedErrorType,
  UnspendableAccountError,
  type UnspendableAccountErrorType,
  UnsupportedTokenError,
  type UnsupportedTokenErrorType,
  WalletFeatureMissingError,
  type WalletFeatureMissingErrorType,
} from '../errors.js'
export {
  type CreateEsploraClientParameters,
  createEsploraClient,
  ESPLORA_RETRY,
  ESPLORA_TIMEOUT,
  type EsploraClient,
  type EsploraRetry,
} from '../esplora/createEsploraClient.js'
export type { FeeEstimates, TransactionStatus, Utxo } from '../esplora/parseEsplora.js'
export { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
export {
  type BitcoinNetworkParams,
  findBitcoinNetwork,
  getBitcoinNetwork,
} from '../networks/getBitcoinNetwork.js'
export {
  type CreateSendPsbtParameters,
  createSendPsbt,
  RBF_SEQUENCE,
} from '../send/createSendPsbt.js'
export { DUST_LIMIT, estimateVsize, type SpendType } from '../send/estimateVsize.js'
export { assertSameTransaction, finalizeSignedPsbt } from '../send/finalizeSignedPsbt.js'
export { getSpendPlan, type SpendPlan } from '../send/getSpendPlan.js'
export { MIN_RELAY_FEE_RATE, pickFeeRate } from '../send/pickFeeRate.js'
export {
  type CoinSelection,
  type SelectCoinsParameters,
  selectCoins,
} from '../send/selectCoins.js'
export { formatUnits, parseUnits } from '../units.js'
export { createWalletStandardConnector } from '../wallet/createWalletStandardConnector.js'
export {
  BITCOIN_CONNECT,
  BITCOIN_SIGN_MESSAGE,
  BITCOIN_SIGN_PSBT,
  type BitcoinAccountPurpose,
  type BitcoinChain,
  type BitcoinConnectFeature,
  type BitcoinConnectInput,
  type BitcoinConnectOutput,
  type BitcoinInputToSign,
  type BitcoinSignMessageFeature,
  type BitcoinSignMessageInput,
  type BitcoinSignMessageOutput,
  type BitcoinSignPsbtFeature,
  type BitcoinSignPsbtInput,
  type BitcoinSignPsbtOutput,
  type BitcoinStandardWallet,
  type BitcoinWalletAccount,
  STANDARD_DISCONNECT,
  STANDARD_EVENTS,
  type StandardDisconnectFeature,
  type StandardEventsChangeProperties,
  type StandardEventsFeature,
} from '../wallet/features.js'
export {
  isBitcoinStandardWallet,
  walletStandardConnectorId,
} from '../wallet/isBitcoinStandardWallet.js'
export { type WalletEventTarget, watchStandardWallets } from '../wallet/watchStandardWallets.js'
