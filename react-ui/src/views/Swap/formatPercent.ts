// below this a price impact reads "<0.01%" rather than a misleading 0
const SMALLEST = 0.0001

/** A fraction (0.012) as a percentage in the locale (1.2 %, 1,2 %), to 2 decimals. */
export function formatPercent(fraction: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  if (fraction > 0 && fraction < SMALLEST) return `<${format.format(SMALLEST)}`
  return format.format(fraction)
}
