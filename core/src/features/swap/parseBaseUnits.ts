import { InvalidDecimalError } from '../../errors/rules.js'

/** An amount in a token's smallest unit as the swap service writes it: digits only. */
export function parseBaseUnits(value: string): bigint {
  if (!/^\d{1,78}$/.test(value)) throw new InvalidDecimalError({ value })
  return BigInt(value)
}
