// The public names core re-exports under a name or as a subset of their module: a module
// of their own, so the main barrel (index.ts) is only `export *` lines. esbuild's code
// splitting pulls every target of a named re-export into the chunks a page loads first, even
// those only lazy code uses; `export *` targets it binds directly to their users.
// what createRpcFetch throws; the HTTP abort is renamed apart from the frame's RequestAbortedError
export {
  NetworkRequestFailedError,
  type NetworkRequestFailedErrorType,
  RequestAbortedError as HttpRequestAbortedError,
  type RequestAbortedErrorType as HttpRequestAbortedErrorType,
  RequestTimeoutError,
  type RequestTimeoutErrorType,
  settleBy,
} from '@walletport/blockchain-api'
export {
  buildWalletLinks,
  openWalletLink,
} from '../pairing/buildWalletLinks.js'
export { isRecapResource, parseRecapResource } from '../siwx/recap/parseRecapResource.js'
export { INITIAL_STATE_COOKIE, type InitialState } from '../ssr/initialState.js'
export { POPULAR_WALLETS } from '../walletList/popularWallets.js'
export {
  type WalletExplorer,
  type WalletExplorerParameters,
  walletExplorer,
} from '../walletList/walletExplorer.js'
