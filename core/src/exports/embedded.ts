// the public API of @walletport/core/embedded; embedded.test.ts pins the list

export { AUTH_CONNECTOR_ID } from '../embedded/embeddedState.js'
export {
  type EmbeddedWallet,
  type EmbeddedWalletParameters,
  embeddedWallet,
} from '../embedded/embeddedWallet.js'
export { NOT_ALLOWED_TEXT } from '../embedded/host/requestRpc.js'
export {
  getRpcClass,
  type RpcClass,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
} from '../embedded/host/rpcMethods.js'
// the UI's actions and the public types (also @walletport/core/embedded/actions)
export * from './embeddedActions.js'
