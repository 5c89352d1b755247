import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// `npm run demo` runs `vite --config vite.config.ts` here: it serves the basic example, the
// headless kit of @walletport/core driven by its mock adapter, with no chain and no network
export default defineConfig({
  root: fileURLToPath(new URL('./basic/', import.meta.url)),
  // workspace packages resolve to their TypeScript sources, as in the root vitest config
  resolve: { conditions: ['source', ...defaultClientConditions] },
})
