// the public API of @walletport/adapters-wagmi; index.test.ts pins the list. Only `export *`
// lines (and type exports) here: a named re-export makes esbuild's code splitting pull its
// target into the chunks a page loads first (core/src/exports/barrels.test.ts checks this)
export * from '../createWagmiConfig.js'
export * from '../errors/errors.js'
export * from '../errors/toWagmiError.js'
export * from '../network/checkChains.js'
export * from '../wagmiAdapter.js'
