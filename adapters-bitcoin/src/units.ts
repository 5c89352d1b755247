import { formatUnits as formatDecimal, parseUnits as parseDecimal } from '@walletport/core'
import { InvalidAmountError } from './errors.js'

/**
 * Docs: /adapters-bitcoin/formatUnits. `123456789n, 8` gives '1.23456789'; trailing zeros are
 * dropped. Throws InvalidAmountError unless `decimals` is a whole number from 0 to 255.
 */
export function formatUnits(value: bigint, decimals: number): string {
  try {
    return formatDecimal(value, decimals)
  } catch {
    // the Bitcoin adapter's one amount error, as its send path throws
    throw new InvalidAmountError({ value: String(value), decimals })
  }
}

/**
 * Docs: /adapters-bitcoin/parseUnits. `'1.5', 8` gives 150000000n. More fraction digits than
 * `decimals` are refused rather than rounded: a send must never move a different amount.
 * A sign, text over 512 characters and decimals beyond 255 are refused before any work.
 */
export function parseUnits(value: string, decimals: number): bigint {
  try {
    return parseDecimal(value, decimals, { signed: false })
  } catch {
    throw new InvalidAmountError({
      value: typeof value === 'string' && value.length <= 512 ? value : typeof value,
      decimals,
    })
  }
}
