// the EVM catalogue: one export per network, so a page bundles only those it names. Chain ids,
// currencies, public RPC URLs and explorers follow viem's chain definitions; `assets.imageId`
// names a mark in ./logos/networkLogos.ts, loaded only with loadNetworkLogo (never up front).
// Each call is marked pure: bundlers then drop every network a page does not import

export * from './evm/ethereum.js'
export * from './evm/otherChains.js'
export * from './evm/testnets.js'
