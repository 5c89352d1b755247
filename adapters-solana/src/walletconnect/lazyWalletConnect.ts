// The WalletConnect wallet and its signing requests behind ONE import() target, so esbuild's
// code splitting makes no extra chunk of what they share with the page (see lazySession.ts).
export * from './createSigningRequests.js'
export * from './createWalletConnectWallet.js'
