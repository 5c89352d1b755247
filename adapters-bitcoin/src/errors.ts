// every failure the bitcoin adapter throws itself; wallet answers keep their code through
// core's ProviderRpcError, and the kit's catalogue errors come from @walletport/core.
// One small module per group behind `export *`, so a bundle takes only the groups its code
// throws: the connect button needs the setup error, not the Esplora or PSBT ones (issue 13)
export * from './errors/address.js'
export * from './errors/amount.js'
export * from './errors/esplora.js'
export * from './errors/send.js'
export * from './errors/setup.js'
export * from './errors/wallet.js'
