/** The demo's fungible assets and their fixed USD prices (the price table of the data service). */
export const DEMO_ASSETS = {
  eth: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000 },
  usdc: { name: 'Demo USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1 },
  dai: { name: 'Demo Dai', symbol: 'DAI', decimals: 18, priceUsd: 1 },
} as const

export type DemoAssetKey = keyof typeof DEMO_ASSETS

/** The spam collection's name and symbol. */
export const DEMO_SPAM = { name: 'Free Airdrop Pass', symbol: 'SPAM' } as const

/**
 * The demo's real collection: its name and symbol, and the NFTs minted to the demo wallet at
 * demo start (their names are in each token's metadata, read back by the data service).
 */
export const DEMO_COLLECTION = {
  name: 'Harbour Sketches',
  symbol: 'HRBR',
  tokens: [
    { name: 'Lighthouse at Dawn', description: 'A pencil sketch of the harbour light.' },
    { name: 'Fishing Boats', description: 'Three boats moored at the east quay.' },
    { name: 'Harbour Crane', description: 'The old crane, drawn from the pier.' },
  ],
} as const

/** A token's metadata (ERC-721 Metadata JSON) as a data URI, the tokenURI the contract keeps. */
export function demoTokenUri(token: { name: string; description: string }): string {
  return `data:application/json,${encodeURIComponent(JSON.stringify(token))}`
}
