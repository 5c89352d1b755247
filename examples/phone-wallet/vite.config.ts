import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// the demo phone wallet: a WalletKit wallet on plain DOM (scripts/demo.ts serves it)
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // workspace packages resolve to their TypeScript sources, as in the root vitest config
  resolve: { conditions: ['@walletport/source', ...defaultClientConditions] },
  // WalletKit and WalletConnect's core make one large chunk; a local demo tool loads it once
  build: { chunkSizeWarningLimit: 1600 },
})
