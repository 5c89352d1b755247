// Budgets from the goals of issue 13 (min+gzip, beyond React), never from today's figures;
// bench/bundlers checks the same goals on the packed packages in four bundlers. Here they are
// measured on the TypeScript sources through the `@walletport/source` export condition.
const source = (config) => ({
  ...config,
  conditions: ['@walletport/source', ...(config.conditions ?? [])],
})

// esbuild without code splitting inlines every import() target. Before the first click a page
// has loaded only the static imports, so those budgets make import() targets external; the
// budgets on all the JS an app can load keep them in, so a dynamic import is counted there
const lazyExternal = {
  name: 'lazy-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    )
  },
}
// an app shows one language: of the modal catalogues (one chunk per locale, see
// loadModalMessages) only the largest, Arabic, counts in what an app can load
const oneLocale = {
  name: 'one-locale',
  setup(build) {
    build.onResolve({ filter: /^\.\/[\w-]+\/packed\.js$/ }, (args) =>
      args.kind === 'dynamic-import' &&
      args.importer.endsWith('loadModalMessages.ts') &&
      args.path !== './ar/packed.js'
        ? { path: args.path, external: true }
        : undefined,
    )
  },
}
const beforeClick = (config) => ({
  ...source(config),
  plugins: [...(config.plugins ?? []), lazyExternal],
})

// what the bench's EVM app imports: the kit, the default buttons (the modal comes with the
// provider) and the EVM adapter
const evmApp = {
  'react-ui/src/exports/index.ts':
    '{ WalletportProvider, ConnectButton, AccountButton, NetworkButton, useAccount }',
  'core/src/exports/index.ts': '{ createKit, mainnet, arbitrum }',
  'adapters-evm/src/exports/index.ts': '{ evmAdapter }',
}
const multichainApp = {
  ...evmApp,
  'core/src/exports/index.ts': '{ createKit, mainnet, arbitrum, solana, bitcoin }',
  'adapters-solana/src/exports/index.ts': '{ solanaAdapter }',
  'adapters-bitcoin/src/exports/index.ts': '{ bitcoinAdapter }',
}

module.exports = [
  {
    name: 'EVM app: before the first click (goal: 25 KB beyond React)',
    import: evmApp,
    ignore: ['react', 'react-dom'],
    limit: '25 KB',
    gzip: true,
    modifyEsbuildConfig: beforeClick,
  },
  {
    name: 'multichain app: before the first click (goal: 30 KB beyond React)',
    import: multichainApp,
    ignore: ['react', 'react-dom'],
    limit: '30 KB',
    gzip: true,
    modifyEsbuildConfig: beforeClick,
  },
  {
    // every import() target included: the modal, the views, viem, the connectors
    name: 'EVM app: all the JS it can load (goal: 250 KB beyond React)',
    import: evmApp,
    ignore: ['react', 'react-dom'],
    limit: '250 KB',
    gzip: true,
    modifyEsbuildConfig: (config) => ({
      ...source(config),
      plugins: [...(config.plugins ?? []), oneLocale],
    }),
  },
]
