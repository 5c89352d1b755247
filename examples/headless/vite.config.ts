import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// the headless example: core and adapters-evm on plain DOM, no React
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // workspace packages resolve to their TypeScript sources, as in the root vitest config
  resolve: { conditions: ['@walletport/source', ...defaultClientConditions] },
})
