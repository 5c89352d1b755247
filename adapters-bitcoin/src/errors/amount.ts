import { BaseError } from '@walletport/core'

// the bitcoin adapter's errors: an amount that does not parse (units, before any send)

export type InvalidAmountErrorType = InvalidAmountError & { name: 'InvalidAmountError' }
/** An amount that is not a non-negative decimal with at most `decimals` fraction digits. */
export class InvalidAmountError extends BaseError {
  override name = 'InvalidAmountError' as const
  constructor({ value, decimals }: { value: string; decimals: number }) {
    // outside input can be any length: its head is enough to recognise it
    super(`Invalid amount: ${JSON.stringify(value.slice(0, 120))}`, {
      metaMessages: [`Expected a non-negative decimal with at most ${decimals} fraction digits`],
    })
  }
}
