// budgets are measured on the TypeScript sources through the `source` export condition
const source = (config) => ({ ...config, conditions: ['source', ...(config.conditions ?? [])] })

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
]
