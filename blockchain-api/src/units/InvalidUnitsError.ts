import { BaseError } from '../errors/BaseError.js'

/** String() throws on a symbol or an object without a usable toString */
function describe(value: unknown): string {
  return typeof value === 'object' || typeof value === 'symbol' || typeof value === 'function'
    ? typeof value
    : String(value)
}

export type InvalidUnitsErrorType = InvalidUnitsError & { name: 'InvalidUnitsError' }
/** A decimal amount, or a decimals count, that cannot be converted to or from base units. */
export class InvalidUnitsError extends BaseError {
  override name = 'InvalidUnitsError' as const
  constructor({ value, decimals }: { value: unknown; decimals: unknown }) {
    super('Invalid amount', {
      metaMessages: [
        // outside input can be any length: its head is enough to recognise it
        `Received: ${JSON.stringify(describe(value).slice(0, 120))} with ${describe(decimals)} decimals`,
      ],
    })
  }
}
