import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// an AppKit React app converted line by line (docs/migration/from-appkit.md shows both files)
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // workspace packages resolve to their TypeScript sources, as in the root vitest config
  resolve: { conditions: ['@walletport/source', ...defaultClientConditions] },
})
