import { formatUnits as formatExact } from '@walletport/core'

/**
 * An amount in a token's smallest unit as a decimal string, cut (never rounded) to at most
 * `maxDecimals` decimals: `formatUnits(1_500_000n, 6)` is `'1.5'`. Core's exact formatUnits,
 * with the fraction cut.
 */
export function formatUnits(value: bigint, decimals: number, maxDecimals = decimals): string {
  const [whole, fraction = ''] = formatExact(value, decimals).split('.')
  const kept = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : `${whole}`
}
