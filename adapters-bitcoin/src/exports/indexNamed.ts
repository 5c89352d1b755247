// The names this package re-exports under a name or as a subset of their module: a
// module of their own, so the main barrel (index.ts) has only `export *` lines. esbuild's
// code splitting pulls every target of a named re-export into the chunks a page loads
// first, even those only lazy code uses; `export *` targets bind directly to their users.
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
export { WALLET_CONNECT_ID } from '../connectors/ConnectorSource.js'
export { DUST_LIMIT, estimateVsize, type SpendType } from '../send/estimateVsize.js'
export {
  isBitcoinStandardWallet,
  walletStandardConnectorId,
} from '../wallet/isBitcoinStandardWallet.js'
