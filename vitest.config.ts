import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import EnvironmentSequencer from './scripts/test/EnvironmentSequencer.js'
import { listIsolatedTests } from './scripts/test/splitIsolated.js'

// every package resolves its workspace siblings through the `source` export condition,
// so tests run on the TypeScript sources without a build step. Node-side conditions stay
// plain: `module`/`import` would hand Node bundler-only builds (WalletConnect's among them).
const conditions = ['@walletport/source', 'module', 'browser', 'development|production']
const nodeConditions = ['@walletport/source', 'node', 'development|production']

// the packages whose tests run in Node alone are one project: each project has a Vite server
// of its own, so as six they transformed and imported core's sources six times over (on
// 2 cores, 150 s and 233 s of CPU as one project, against 191 s and 295 s as six)
const nodePackages = [
  'blockchain-api',
  'core',
  'adapters-evm',
  'adapters-wagmi',
  'adapters-solana',
  'adapters-bitcoin',
]
const sourceTests = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts']
/** puts back what a file stubbed or faked, for the next file in its worker */
const restoreAfterFile = fileURLToPath(
  new URL('./scripts/test/restoreAfterFile.ts', import.meta.url),
)

// the browser tests first, two files at once: most of their time waits on Chromium, anvil and
// relays, and vitest's default (cores - 1) runs one file at a time on a 2-core machine; more
// browsers at once only contend for the cores. The tests that run in Node alone next, in
// threads, three at once on 2 cores: they wait on relays, chains and timers (the packages'
// files took 143 s against 183 s with two)
const cores = availableParallelism()
const browserGroup = { groupOrder: 0, maxWorkers: Math.max(2, cores - 1) }
const nodeGroup = { groupOrder: 1, maxWorkers: Math.max(3, cores) }

type Part = {
  name: string
  root: string
  /** the files, relative to `root` */
  include: string[]
  exclude?: string[]
  /** whether each file gets a module graph of its own */
  isolate: boolean
}

function project({ name, root, include, exclude = [], isolate }: Part) {
  const browserTests = name.startsWith('examples')
  const group = browserTests ? browserGroup : nodeGroup
  return {
    resolve: { conditions },
    ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@walletport/source'] } },
    test: {
      name,
      root,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      isolate,
      maxWorkers: group.maxWorkers,
      sequence: { groupOrder: group.groupOrder },
      setupFiles: [
        restoreAfterFile,
        ...(name.startsWith('react-ui') ? ['./src/test/setupTestingLibrary.ts'] : []),
      ],
      // worker threads, not child processes, for the tests that run in Node alone: the modules
      // they fetch from vitest's server pass without a process boundary (the Node packages'
      // files ran in 153 s against 201 s on 2 cores). The browser tests stay in processes: in
      // threads they took 613 s against 492 s, and demoOnrampBalance's page got 502 answers
      pool: browserTests ? 'forks' : 'threads',
      passWithNoTests: false,
      // a guard against hangs, not a speed check: on a loaded 2-core machine (two CPU-bound
      // processes beside the suite) a 10,000-run property test takes 25 s and more
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // the browser tests load the examples' production builds, made once per run
      ...(browserTests && {
        globalSetup: ['./test/harness/globalSetup.ts'],
        // a poll waits on a page whose lazy chunks a loaded machine delays past vitest's default
        // 1 s (CI: the Networks view's rows); a poll that succeeds returns at once
        expect: { poll: { timeout: 10_000 } },
      }),
    },
  }
}

/**
 * A project whose files share a module graph per worker, and `<name>:isolated` for those that
 * need one of their own (scripts/test/splitIsolated.ts), so `--project 'react-ui*'` runs both.
 */
function sharedProject(name: string, root: string, include: string[], isolated: string[]) {
  const together = project({ name, root, include, exclude: isolated, isolate: false })
  if (isolated.length === 0) return [together]
  return [together, project({ name: `${name}:isolated`, root, include: isolated, isolate: true })]
}

const packagesIsolated = nodePackages.flatMap((name) =>
  listIsolatedTests(`./${name}`).map((file) => `${name}/${file}`),
)

export default defineConfig({
  test: {
    // a file's environment decides whether a worker's module graph carries over to the next
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      ...sharedProject(
        'packages',
        '.',
        [
          ...nodePackages.flatMap((name) => sourceTests.map((glob) => `${name}/${glob}`)),
          // the test tooling's own tests (this config's sequencer)
          'scripts/**/*.test.ts',
        ],
        packagesIsolated,
      ),
      // react-ui's files share the graph too, each in the DOM environment it names: 263 s of
      // CPU against 311 s, all isolated
      ...sharedProject('react-ui', './react-ui', sourceTests, listIsolatedTests('./react-ui')),
      // the browser tests too: each file imported Playwright, viem and WalletConnect afresh,
      // about 2 s of CPU per file
      ...sharedProject('examples', './examples', sourceTests, listIsolatedTests('./examples')),
      // the docs site: its tests check the sources' `Docs:` links against its pages
      project({ name: 'docs', root: './docs', include: sourceTests, isolate: true }),
    ],
  },
})
