/** The demo's fungible assets and their fixed USD prices (the price table of the data service). */
export const DEMO_ASSETS = {
  eth: { name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000 },
  usdc: { name: 'Demo USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1 },
  dai: { name: 'Demo Dai', symbol: 'DAI', decimals: 18, priceUsd: 1 },
} as const

export type DemoAssetKey = keyof typeof DEMO_ASSETS

/** The spam collection's name and symbol. */
export const DEMO_SPAM = { name: 'Free Airdrop Pass', symbol: 'SPAM' } as const
