import { isTokenDecimals, trimTrailingZeros } from '@walletport/core'
import { InvalidUnitsError } from '../errors.js'

/** the decimals a u8 can hold, which is what SPL mints store */
export const isDecimals = isTokenDecimals

/** Docs: /adapters-solana/formatUnits. Full precision, no trailing zeros: 1500000000n, 9 -> '1.5'. */
export function formatUnits(value: bigint, decimals: number): string {
  if (typeof value !== 'bigint' || !isDecimals(decimals))
    throw new InvalidUnitsError({ value, decimals })
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = trimTrailingZeros(digits.slice(digits.length - decimals))
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
