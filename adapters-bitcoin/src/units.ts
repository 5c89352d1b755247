import { isTokenDecimals, MAX_AMOUNT_LENGTH, trimTrailingZeros } from '@walletport/core'
import { InvalidAmountError } from './errors.js'

/**
 * Docs: /adapters-bitcoin/formatUnits. `123456789n, 8` gives '1.23456789'; trailing zeros are
 * dropped. Throws InvalidAmountError unless `decimals` is a whole number from 0 to 255.
 */
export function formatUnits(value: bigint, decimals: number): string {
  if (typeof value !== 'bigint' || !isTokenDecimals(decimals))
    throw new InvalidAmountError({ value: String(value), decimals })
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = trimTrailingZeros(digits.slice(digits.length - decimals))
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * Docs: /adapters-bitcoin/parseUnits. `'1.5', 8` gives 150000000n. More fraction digits than
 * `decimals` are refused rather than rounded: a send must never move a different amount.
 * Text over 512 characters and decimals beyond 255 are refused before any work.
 */
export function parseUnits(value: string, decimals: number): bigint {
  const bounded = typeof value === 'string' && value.length <= MAX_AMOUNT_LENGTH
  const match = bounded && isTokenDecimals(decimals) ? DECIMAL.exec(value.trim()) : null
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || (!whole && !fraction) || fraction.length > decimals)
    throw new InvalidAmountError({ value: bounded ? value : typeof value, decimals })
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}
