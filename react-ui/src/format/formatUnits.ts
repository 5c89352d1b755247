/**
 * An amount in a token's smallest unit as a decimal string, cut (never rounded) to at most
 * `maxDecimals` decimals: `formatUnits(1_500_000n, 6)` is `'1.5'`.
 */
export function formatUnits(value: bigint, decimals: number, maxDecimals = decimals): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits
    .slice(digits.length - decimals)
    .slice(0, maxDecimals)
    .replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
