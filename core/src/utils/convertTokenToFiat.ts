import { formatUnits } from '../adapter/mockUnits.js'
import { formatFiat } from './formatFiat.js'
import { parseDecimal } from './parseDecimal.js'

/**
 * Docs: /core/utils/convertTokenToFiat. What `amount` of a token is worth at `price`, with
 * 2 decimals (`'0.5'` at 2000 is `'1000.00'`). Computed exactly; throws InvalidDecimalError
 * when either is not a decimal.
 */
export function convertTokenToFiat(amount: string, price: number): string {
  const a = parseDecimal(amount)
  const p = parseDecimal(price)
  return formatFiat(formatUnits(a.value * p.value, a.decimals + p.decimals))
}
