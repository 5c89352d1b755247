import { formatMoney } from './formatMoney.js'

/**
 * A payment method's limits as money in the locale ('7500.00' USD reads $7,500.00 in en and
 * 7.500,00 $ in de); a value that is not a number stays as sent.
 */
export function formatLimits(
  { min, max }: { min: string; max: string },
  currency: string,
  locale: string,
): { min: string; max: string } {
  return { min: formatMoney(min, currency, locale), max: formatMoney(max, currency, locale) }
}
