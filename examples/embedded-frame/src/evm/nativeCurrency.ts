import { formatUnits } from 'viem'
import type { FrameText } from '../i18n/createFrameText.js'

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

/** the chain's coin: the configured one, a known chain's, or undefined (no symbol is known) */
export function knownCurrencyOf(
  chainId: number,
  configured?: NativeCurrency,
): NativeCurrency | undefined {
  return configured ?? KNOWN[chainId]
}

/** the chain's coin as the screen names it: an unknown one is honestly "native units" */
export function nativeCurrencyOf(
  chainId: number,
  configured: NativeCurrency | undefined,
  text: FrameText,
): NativeCurrency {
  return (
    knownCurrencyOf(chainId, configured) ?? {
      symbol: text.t('evm.nativeUnits', { id: chainId }),
      decimals: 18,
    }
  )
}

/**
 * An amount in the coin's own units, exact, in the visitor's locale: `0.5 POL` (`0,5 POL` in
 * German), never hex wei; `(≈ $1.20)` with a price.
 */
export function formatAmount(amount: bigint, currency: NativeCurrency, text: FrameText): string {
  const units = formatUnits(amount, currency.decimals)
  const coin = `${text.decimal(units)} ${currency.symbol}`
  if (!currency.price) return coin
  const value = Number(units) * currency.price.value
  // a fee of a fraction of a cent reads as "less than a cent", not as zero
  const cent = 0.01
  const fiat = (n: number) => text.fiat(n, currency.price?.currency ?? 'USD')
  const shown =
    value > 0 && value < cent
      ? text.t('evm.fiatBelow', { value: fiat(cent) })
      : text.t('evm.fiatAbout', { value: fiat(value) })
  return `${coin} (${shown})`
}
