// What the adapter loads on first use, behind ONE import() target: the session (its
// actions, the sign-in message and its check). With code splitting each import() target is
// an entry point, and esbuild gives every set of entries sharing a module its own chunk,
// loaded before the first click when the page's own code shares it too; one target keeps
// those few (issue 13). The RPC client (web3.js) and the ed25519 code stay behind import()s
// of their own, for the first read and the first sign-in check.
export * from './createSolanaSession.js'
