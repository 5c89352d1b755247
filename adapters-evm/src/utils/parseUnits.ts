import { parseUnits as parseDecimal } from '@walletport/core'

/**
 * Docs: /adapters-evm/utils#parseUnits. A decimal string in base units, exact for any size:
 * `'1.5'` at 18 decimals is `1500000000000000000n`. Digits beyond `decimals` round half away
 * from zero, as viem's parseUnits does. Throws InvalidUnitsError on anything else.
 */
export function parseUnits(value: string, decimals: number): bigint {
  return parseDecimal(value, decimals, { excess: 'round', trim: false })
}
