import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { listIsolatedTests } from './scripts/test/splitIsolated.js'

// every package resolves its workspace siblings through the `source` export condition,
// so tests run on the TypeScript sources without a build step. Node-side conditions stay
// plain: `module`/`import` would hand Node bundler-only builds (WalletConnect's among them).
const conditions = ['@walletport/source', 'module', 'browser', 'development|production']
const nodeConditions = ['@walletport/source', 'node', 'development|production']
const packages = [
  'blockchain-api',
  'core',
  'adapters-evm',
  'adapters-wagmi',
  'adapters-solana',
  'adapters-bitcoin',
  'react-ui',
  'examples',
  // the docs site: its tests check the sources' `Docs:` links against its pages
  'docs',
]

// packages whose files share a module graph per worker, except those that need one of their
// own (scripts/test/splitIsolated.ts). react-ui's too, each file in the DOM environment it
// names: 263 s of CPU against 311 s, all isolated. The browser tests' too: each file imported
// Playwright, viem and WalletConnect afresh, about 2 s of CPU per file
const shared = new Set([
  'blockchain-api',
  'core',
  'adapters-evm',
  'adapters-wagmi',
  'adapters-solana',
  'adapters-bitcoin',
  'react-ui',
  'examples',
])
const include = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts']

function project(name: string, part: { suffix: string; isolate: boolean; files?: string[] }) {
  return {
    resolve: { conditions },
    ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@walletport/source'] } },
    test: {
      name: `${name}${part.suffix}`,
      root: `./${name}`,
      include: part.isolate && part.files ? part.files : include,
      exclude: [...configDefaults.exclude, ...(!part.isolate && part.files ? part.files : [])],
      isolate: part.isolate,
      // worker threads, not child processes, for the tests that run in Node alone: the modules
      // they fetch from vitest's server pass without a process boundary (the Node packages'
      // files ran in 153 s against 201 s on 2 cores). The browser tests stay in processes: in
      // threads they took 613 s against 492 s, and demoOnrampBalance's page got 502 answers
      pool: name === 'examples' ? 'forks' : 'threads',
      passWithNoTests: false,
      // a guard against hangs, not a speed check: on a loaded 2-core machine (two CPU-bound
      // processes beside the suite) a 10,000-run property test takes 25 s and more
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // the browser tests load the examples' production builds, made once per run
      ...(name === 'examples' && {
        globalSetup: ['./test/harness/globalSetup.ts'],
        // a poll waits on a page whose lazy chunks a loaded machine delays past vitest's default
        // 1 s (CI: the Networks view's rows); a poll that succeeds returns at once
        expect: { poll: { timeout: 10_000 } },
      }),
      ...(name === 'react-ui' && { setupFiles: ['./src/test/setupTestingLibrary.ts'] }),
    },
  }
}

export default defineConfig({
  test: {
    // at least two files at once: most test time waits on Chromium, anvil and relays rather
    // than the CPU, and vitest's default (cores - 1) runs them one at a time on a 2-core machine
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: packages.flatMap((name) => {
      if (!shared.has(name)) return [project(name, { suffix: '', isolate: true })]
      const files = listIsolatedTests(`./${name}`, { domEnvironments: name === 'react-ui' })
      const together = project(name, { suffix: '', isolate: false, files })
      if (files.length === 0) return [together]
      // `--project 'core*'` runs both parts of a package
      return [together, project(name, { suffix: ':isolated', isolate: true, files })]
    }),
  },
})
