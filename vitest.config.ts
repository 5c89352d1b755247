import { defineConfig } from 'vitest/config'

// every package resolves its workspace siblings through the `source` export condition,
// so tests run on the TypeScript sources without a build step
const conditions = ['source', 'module', 'import', 'node', 'default']
const packages = [
  'blockchain-api',
  'core',
  'adapters-evm',
  'adapters-solana',
  'adapters-bitcoin',
  'react-ui',
  'examples',
]

export default defineConfig({
  test: {
    projects: packages.map((name) => ({
      resolve: { conditions },
      ssr: { resolve: { conditions, externalConditions: ['source'] } },
      test: {
        name,
        root: `./${name}`,
        include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
        passWithNoTests: false,
        testTimeout: 20_000,
        hookTimeout: 30_000,
      },
    })),
  },
})
