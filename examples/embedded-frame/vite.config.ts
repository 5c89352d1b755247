import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// the reference frame page: plain TypeScript, no framework; the frame server serves the build
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  build: { target: 'es2022' },
  // workspace packages resolve to their TypeScript sources, as in the root vitest config
  resolve: { conditions: ['@walletport/source', ...defaultClientConditions] },
})
