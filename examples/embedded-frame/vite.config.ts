import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// the reference frame page: plain TypeScript, no framework; the frame server serves the build
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  build: { target: 'es2022' },
})
