export type { SolanaTokenInfo } from '../balances/getTokenBalancesFromRpc.js'
export type { WalletStandardWindow } from '../discovery/startWalletStandardDiscovery.js'
export {
  InvalidSiwxMessageError,
  type InvalidSiwxMessageErrorType,
  InvalidUnitsError,
  type InvalidUnitsErrorType,
  SolanaRpcError,
  type SolanaRpcErrorType,
} from '../errors.js'
export { createSiwxMessage } from '../siwx/createSiwxMessage.js'
export {
  type VerifySiwxMessageParameters,
  verifySiwxMessage,
} from '../siwx/verifySiwxMessage.js'
export {
  type SolanaAdapterParameters,
  type SolanaCommitment,
  type SolanaConnectorFactory,
  type SolanaExternalConnector,
  solanaAdapter,
} from '../solanaAdapter.js'
export { formatUnits } from '../utils/formatUnits.js'
export {
  getSolanaCluster,
  getWalletStandardChain,
  type SolanaCluster,
  type WalletStandardChain,
} from '../utils/getWalletStandardChain.js'
export { isSolanaAddress } from '../utils/isSolanaAddress.js'
export { parseUnits } from '../utils/parseUnits.js'
export {
  type CreateWalletConnectWalletParameters,
  createWalletConnectWallet,
} from '../walletconnect/createWalletConnectWallet.js'
export { walletConnectConnector } from '../walletconnect/walletConnectConnector.js'
