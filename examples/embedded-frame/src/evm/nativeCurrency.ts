import { formatUnits } from 'viem'

export type NativeCurrency = {
  symbol: string
  decimals: number
  /** the coin's price in a fiat currency, when the host passes one */
  price?: { value: number; currency: string } | undefined
}

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

/** an amount in the coin's own units: `0.5 POL`, never hex wei; `(≈ $1.20)` with a price */
export function formatAmount(amount: bigint, currency: NativeCurrency): string {
  const units = formatUnits(amount, currency.decimals)
  const coin = `${units} ${currency.symbol}`
  if (!currency.price) return coin
  const fiat = new Intl.NumberFormat('en', { style: 'currency', currency: currency.price.currency })
  const value = Number(units) * currency.price.value
  // a fee of a fraction of a cent reads as "less than a cent", not as zero
  const cent = 0.01
  const text = value > 0 && value < cent ? `< ${fiat.format(cent)}` : `≈ ${fiat.format(value)}`
  return `${coin} (${text})`
}
