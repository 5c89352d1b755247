// Runs a TypeScript script of the examples on Node 20, which cannot strip types: Vite's module
// runner transforms it (packages stay plain Node imports), then its exported main() runs.
// usage: node scripts/run.mjs <file.ts> [args...]
import { resolve } from 'node:path'
import { runnerImport } from 'vite'

const [file, ...args] = process.argv.slice(2)
if (!file) {
  console.error('usage: node scripts/run.mjs <file.ts> [args...]')
  process.exit(2)
}
// the runner resolves a dev config, which sets NODE_ENV=development for the whole process;
// put it back so a script's own vite build() is a production build
const nodeEnv = process.env.NODE_ENV
const { module } = await runnerImport(resolve(file), { logLevel: 'error' })
if (nodeEnv === undefined) delete process.env.NODE_ENV
else process.env.NODE_ENV = nodeEnv
if (typeof module.main !== 'function') {
  console.error(`${file} exports no main()`)
  process.exit(2)
}
const code = await module.main(args)
if (typeof code === 'number') process.exitCode = code
