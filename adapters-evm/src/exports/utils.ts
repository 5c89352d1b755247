// the public API of @walletport/adapters-evm/utils: helpers built on viem (reads, receipts,
// transports, profiles, address rules), kept out of the main entry so that a page importing
// evmAdapter loads no viem before the first connect; utils.test.ts pins the list

export {
  type ReadTokenBalancesParameters,
  readTokenBalances,
} from '../balances/readTokenBalances.js'
export {
  createProfileReader,
  type ProfileReader,
  type ProfileReaderParameters,
} from '../identity/createProfileReader.js'
export { type ChainContracts, getChainId, toViemChain } from '../network/toViemChain.js'
export {
  type ReceiptResult,
  type ReplacementReason,
  type WaitForReceiptParameters,
  waitForReceipt,
} from '../send/waitForReceipt.js'
export {
  type CreateRpcTransportParameters,
  createRpcTransport,
  type RpcTransportOptions,
} from '../transports/createRpcTransport.js'
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
