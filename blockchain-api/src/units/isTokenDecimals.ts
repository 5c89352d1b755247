/** the most decimals a token may declare: ERC-20 and SPL store them in 8 bits */
export const MAX_TOKEN_DECIMALS = 255

/**
 * the longest amount text read: 78 whole digits (2^256), 255 fraction digits and a sign or
 * exponent fit; anything longer is refused before work that grows with it
 */
export const MAX_AMOUNT_LENGTH = 512

/** Docs: /blockchain-api/units. A whole number from 0 to 255. */
export function isTokenDecimals(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= MAX_TOKEN_DECIMALS
  )
}
