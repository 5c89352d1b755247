// the public API of @walletport/adapters-evm/server: sign-in for a site's backend (Node, Deno,
// Bun, workers), no DOM and no React; server.test.ts pins the list

export { createMemoryNonceStore } from '../server/createMemoryNonceStore.js'
export {
  type CreateSiwxServerParameters,
  createSiwxServer,
  type SiwxServer,
  type SiwxSignIn,
} from '../server/createSiwxServer.js'
export type { NonceStore } from '../server/types.js'
