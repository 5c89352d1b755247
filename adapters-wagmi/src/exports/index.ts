export { type CreateWagmiConfigParameters, createWagmiConfig } from '../createWagmiConfig.js'
export {
  WagmiActionError,
  type WagmiActionErrorType,
  WagmiChainsMismatchError,
  type WagmiChainsMismatchErrorType,
} from '../errors/errors.js'
export { toWagmiError } from '../errors/toWagmiError.js'
export { checkChains } from '../network/checkChains.js'
export {
  type WagmiAdapter,
  type WagmiAdapterOptions,
  type WagmiCapabilities,
  wagmiAdapter,
} from '../wagmiAdapter.js'
