// budgets are measured on the TypeScript sources through the `source` export condition
const source = (config) => ({ ...config, conditions: ['source', ...(config.conditions ?? [])] })

// esbuild without code splitting inlines every import() target; a page loads those chunks only
// when used, so the before-the-first-click budgets leave them out
const lazyExternal = {
  name: 'lazy-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    )
  },
}
const beforeClick = (config) => ({
  ...source(config),
  plugins: [...(config.plugins ?? []), lazyExternal],
})

module.exports = [
  {
    name: 'core: errors and networks',
    path: 'core/src/exports/index.ts',
    import: '{ BaseError, mainnet }',
    limit: '2 KB',
    gzip: true,
    modifyEsbuildConfig: source,
  },
  {
    // the headless kit: options validation, every store, storage and the adapter context
    name: 'core: createKit and its stores',
    path: 'core/src/exports/index.ts',
    import: '{ createKit }',
    limit: '8 KB',
    gzip: true,
    modifyEsbuildConfig: source,
  },
  {
    name: 'react-ui: provider and connect button, before the first click',
    path: 'react-ui/src/exports/index.ts',
    import: '{ WalletportProvider, ConnectButton }',
    ignore: ['react', 'react-dom'],
    limit: '5 KB',
    gzip: true,
    modifyEsbuildConfig: beforeClick,
  },
  {
    // the budget: everything a page loads before the first click, beyond React
    name: 'react-ui: createKit, provider and the three buttons, before the first click',
    import: {
      'react-ui/src/exports/index.ts':
        '{ WalletportProvider, ConnectButton, AccountButton, NetworkButton, Modal }',
      'core/src/exports/index.ts': '{ createKit }',
    },
    ignore: ['react', 'react-dom'],
    limit: '25 KB',
    gzip: true,
    modifyEsbuildConfig: beforeClick,
  },
  {
    name: 'react-ui: the modal chunk, prefetched when the page is idle',
    path: 'react-ui/src/modal/ModalRoot.tsx',
    import: '{ ModalRoot }',
    ignore: ['react', 'react-dom'],
    limit: '40 KB',
    gzip: true,
    modifyEsbuildConfig: beforeClick,
  },
  {
    name: 'adapters-evm: evmAdapter, before the first connect',
    path: 'adapters-evm/src/exports/index.ts',
    import: '{ evmAdapter }',
    ignore: ['@walletport/core'],
    limit: '4 KB',
    gzip: true,
    modifyEsbuildConfig: beforeClick,
  },
  {
    name: 'adapters-solana: solanaAdapter, before the first connect',
    path: 'adapters-solana/src/exports/index.ts',
    import: '{ solanaAdapter }',
    ignore: ['@walletport/core'],
    limit: '4.2 KB',
    gzip: true,
    modifyEsbuildConfig: beforeClick,
  },
  {
    name: 'adapters-bitcoin: bitcoinAdapter, before the first connect',
    path: 'adapters-bitcoin/src/exports/index.ts',
    import: '{ bitcoinAdapter }',
    ignore: ['@walletport/core'],
    limit: '5.05 KB',
    gzip: true,
    modifyEsbuildConfig: beforeClick,
  },
]
