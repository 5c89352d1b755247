import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

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

export default defineConfig({
  test: {
    // at least two files at once: most test time waits on Chromium, anvil and relays rather
    // than the CPU, and vitest's default (cores - 1) runs them one at a time on a 2-core machine
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: packages.map((name) => ({
      resolve: { conditions },
      ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@walletport/source'] } },
      test: {
        name,
        root: `./${name}`,
        include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
        passWithNoTests: false,
        // a guard against hangs, not a speed check: on a loaded 2-core machine (two CPU-bound
        // processes beside the suite) a 10,000-run property test takes 25 s and more
        testTimeout: 60_000,
        hookTimeout: 60_000,
        // the browser tests load the examples' production builds, made once per run
        ...(name === 'examples' && { globalSetup: ['./test/harness/globalSetup.ts'] }),
      },
    })),
  },
})
