import { InvalidUnitsError } from '../errors.js'

/** the decimals a u8 can hold, which is what SPL mints store */
export function isDecimals(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255
}

/** Docs: /adapters-solana/formatUnits. Full precision, no trailing zeros: 1500000000n, 9 -> '1.5'. */
export function formatUnits(value: bigint, decimals: number): string {
  if (typeof value !== 'bigint' || !isDecimals(decimals))
    throw new InvalidUnitsError({ value, decimals })
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
