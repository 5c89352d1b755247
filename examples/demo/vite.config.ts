import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// the demo: react-ui on two local anvil chains with the demo wallet (scripts/demo.ts serves it)
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // workspace packages resolve to their TypeScript sources, as in the root vitest config
  resolve: { conditions: ['@walletport/source', ...defaultClientConditions] },
})
