// only `export *` lines (and type exports) here: see indexNamed.ts for why

export type { SolanaTokenInfo } from '../balances/getTokenBalancesFromRpc.js'
export type { WalletStandardWindow } from '../discovery/startWalletStandardDiscovery.js'
export * from '../errors.js'
export * from '../siwx/createSiwxMessage.js'
export * from '../siwx/verifySiwxMessage.js'
export * from '../solanaAdapter.js'
export * from '../utils/getWalletStandardChain.js'
export * from '../utils/isSolanaAddress.js'
export * from '../walletconnect/createWalletConnectWallet.js'
export * from '../walletconnect/walletConnectId.js'
export * from './indexNamed.js'
