import { formatUnits } from '../adapter/mockUnits.js'
import { TokenPriceUnavailableError } from '../errors/features.js'
import { InvalidTokenDecimalsError } from '../errors/units.js'
import { isTokenDecimals } from './isTokenDecimals.js'
import { parseDecimal } from './parseDecimal.js'

/**
 * Docs: /core/utils/convertFiatToToken. The token amount a fiat amount buys at `price`,
 * computed exactly and cut (never rounded up) to the token's `decimals`, as a plain decimal
 * string (`'10'` at 2000 with 18 decimals is `'0.005'`). Throws InvalidDecimalError for a
 * value that is not a decimal, TokenPriceUnavailableError for a price that is not above 0 and
 * InvalidTokenDecimalsError for decimals that are not a whole number from 0 to 255.
 */
export function convertFiatToToken(fiat: string, price: number, decimals: number): string {
  const amount = parseDecimal(fiat)
  if (!Number.isFinite(price) || price <= 0) throw new TokenPriceUnavailableError()
  const rate = parseDecimal(price)
  // a hostile service's decimals ('10000000') took seconds, then a RangeError
  if (!isTokenDecimals(decimals)) throw new InvalidTokenDecimalsError({ value: decimals })
  const places = decimals
  // fiat / price, scaled by 10^places: (a / 10^ad) / (r / 10^rd) * 10^places
  const units =
    (amount.value * 10n ** BigInt(rate.decimals + places)) /
    (rate.value * 10n ** BigInt(amount.decimals))
  return formatUnits(units, places)
}
