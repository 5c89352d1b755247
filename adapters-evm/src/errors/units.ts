import { BaseError } from '@walletport/core'

export type InvalidUnitsErrorType = InvalidUnitsError & { name: 'InvalidUnitsError' }
/** A decimal amount, or a decimals count, that cannot be converted to or from base units. */
export class InvalidUnitsError extends BaseError {
  override name = 'InvalidUnitsError' as const
  constructor({ value, decimals }: { value: unknown; decimals: unknown }) {
    super('Invalid amount', {
      metaMessages: [
        `Received: ${JSON.stringify(String(value))} with ${String(decimals)} decimals`,
      ],
    })
  }
}
