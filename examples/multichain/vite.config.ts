import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// the multichain pairing page: react-ui with EVM, Solana and Bitcoin adapters paired over the
// demo's local relay (the examples tests serve its build with the demo configuration)
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // workspace packages resolve to their TypeScript sources, as in the root vitest config
  resolve: { conditions: ['@walletport/source', ...defaultClientConditions] },
  // WalletConnect's clients and three adapters make large chunks; a test page loads them once
  build: { chunkSizeWarningLimit: 2000 },
})
