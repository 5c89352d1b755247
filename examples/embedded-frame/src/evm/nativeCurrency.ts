import { formatUnits } from 'viem'

export type NativeCurrency = { symbol: string; decimals: number }

// the chains a site is most likely to configure; any other names its coin in the settings
const KNOWN: Readonly<Record<number, NativeCurrency>> = {
  1: { symbol: 'ETH', decimals: 18 },
  10: { symbol: 'ETH', decimals: 18 },
  56: { symbol: 'BNB', decimals: 18 },
  100: { symbol: 'XDAI', decimals: 18 },
  137: { symbol: 'POL', decimals: 18 },
  250: { symbol: 'FTM', decimals: 18 },
  324: { symbol: 'ETH', decimals: 18 },
  8217: { symbol: 'KAIA', decimals: 18 },
  8453: { symbol: 'ETH', decimals: 18 },
  31337: { symbol: 'ETH', decimals: 18 },
  42161: { symbol: 'ETH', decimals: 18 },
  43114: { symbol: 'AVAX', decimals: 18 },
  59144: { symbol: 'ETH', decimals: 18 },
  11155111: { symbol: 'ETH', decimals: 18 },
}

/** the chain's coin: the configured one, a known chain's, or an honest "native units" */
export function nativeCurrencyOf(chainId: number, configured?: NativeCurrency): NativeCurrency {
  return (
    configured ?? KNOWN[chainId] ?? { symbol: `native units of chain ${chainId}`, decimals: 18 }
  )
}

/** an amount in the coin's own units: `0.5 POL`, never hex wei */
export function formatAmount(amount: bigint, currency: NativeCurrency): string {
  return `${formatUnits(amount, currency.decimals)} ${currency.symbol}`
}
