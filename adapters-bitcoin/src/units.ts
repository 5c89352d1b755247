import { InvalidAmountError } from './errors.js'

/** Docs: /adapters-bitcoin/formatUnits. `123456789n, 8` gives '1.23456789'; trailing zeros are dropped. */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * Docs: /adapters-bitcoin/parseUnits. `'1.5', 8` gives 150000000n. More fraction digits than
 * `decimals` are refused rather than rounded: a send must never move a different amount.
 */
export function parseUnits(value: string, decimals: number): bigint {
  const match = typeof value === 'string' ? DECIMAL.exec(value.trim()) : null
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || (!whole && !fraction) || fraction.length > decimals)
    throw new InvalidAmountError({ value: String(value), decimals })
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}
