import { BaseError } from './base.js'

export type InvalidTokenDecimalsErrorType = InvalidTokenDecimalsError & {
  name: 'InvalidTokenDecimalsError'
}
/** A decimals count that is not a whole number from 0 to 255 (ERC-20 and SPL store 8 bits). */
export class InvalidTokenDecimalsError extends BaseError {
  override name = 'InvalidTokenDecimalsError' as const
  constructor({ value }: { value: unknown }) {
    const text = typeof value === 'number' ? String(value) : typeof value
    super('Invalid token decimals', {
      metaMessages: [`Received: ${text}`, 'Expected a whole number from 0 to 255'],
    })
  }
}
