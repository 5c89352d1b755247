import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// wagmi's hooks next to the Walletport modal, on the demo's local chains and demo wallet
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // workspace packages resolve to their TypeScript sources, as in the root vitest config
  // and one @wagmi/core for wagmi and the adapter (the workspace links two peer variants)
  resolve: {
    conditions: ['@walletport/source', ...defaultClientConditions],
    dedupe: ['@wagmi/core', 'viem'],
  },
})
