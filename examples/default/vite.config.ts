import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// the default UI: react-ui on Ethereum, Arbitrum, Solana and Bitcoin (bench/ measures its build)
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // workspace packages resolve to their TypeScript sources, as in the root vitest config
  resolve: { conditions: ['@walletport/source', ...defaultClientConditions] },
})
