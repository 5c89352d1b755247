import { BaseError } from './base.js'
import { received } from './received.js'

// the two the address rules throw are in ./address.ts, kept out of this file: the page's
// first code checks addresses, and under esbuild a file loads whole with its first use
// (`export *`: a named re-export would pull its target along with this file, see barrels.test)
export * from './address.js'

export type InvalidTransactionHashErrorType = InvalidTransactionHashError & {
  name: 'InvalidTransactionHashError'
}
/** Not `0x` followed by 64 hex digits. */
export class InvalidTransactionHashError extends BaseError {
  override name = 'InvalidTransactionHashError' as const
  constructor({ value }: { value: unknown }) {
    super('Invalid transaction hash', {
      metaMessages: ['Expected 0x followed by 64 hex digits.', received(value)],
    })
  }
}

export type InvalidSignedMessageErrorType = InvalidSignedMessageError & {
  name: 'InvalidSignedMessageError'
}
/** Not `0x` followed by at least 62 hex digits. */
export class InvalidSignedMessageError extends BaseError {
  override name = 'InvalidSignedMessageError' as const
  constructor({ value }: { value: unknown }) {
    super('Invalid signed message', {
      metaMessages: ['Expected 0x followed by at least 62 hex digits.', received(value)],
    })
  }
}

export type InvalidHexErrorType = InvalidHexError & { name: 'InvalidHexError' }
/** Not `0x` followed by an even number of hex digits. */
export class InvalidHexError extends BaseError {
  override name = 'InvalidHexError' as const
  constructor({ value }: { value: unknown }) {
    super('Invalid hex string', {
      metaMessages: ['Expected 0x followed by an even number of hex digits.', received(value)],
    })
  }
}

export type InvalidAddressChecksumErrorType = InvalidAddressChecksumError & {
  name: 'InvalidAddressChecksumError'
}
/** A mixed-case eip155 address whose case does not match its EIP-55 checksum. */
export class InvalidAddressChecksumError extends BaseError {
  override name = 'InvalidAddressChecksumError' as const
  constructor({ value, expected }: { value: string; expected: string }) {
    super('Invalid address checksum', {
      metaMessages: [`Expected: ${expected}`, received(value)],
    })
  }
}

export type InvalidAccountNameErrorType = InvalidAccountNameError & {
  name: 'InvalidAccountNameError'
}
export class InvalidAccountNameError extends BaseError {
  override name = 'InvalidAccountNameError' as const
  constructor({ value }: { value: unknown }) {
    super('Invalid account name', {
      metaMessages: ['Use letters, digits and hyphens, at least 4 characters.', received(value)],
    })
  }
}

export type InvalidDecimalErrorType = InvalidDecimalError & { name: 'InvalidDecimalError' }
/** A value that is not a finite decimal number such as `12.5`, `-3` or `1e-7`. */
export class InvalidDecimalError extends BaseError {
  override name = 'InvalidDecimalError' as const
  constructor({ value }: { value: unknown }) {
    super('Invalid decimal number', { metaMessages: [received(value)] })
  }
}

export type FeeConflictErrorType = FeeConflictError & { name: 'FeeConflictError' }
/** A legacy gasPrice given together with EIP-1559 fee fields. */
export class FeeConflictError extends BaseError {
  override name = 'FeeConflictError' as const
  constructor() {
    super('Cannot combine gasPrice with maxFeePerGas or maxPriorityFeePerGas')
  }
}

export type PriorityFeeAboveMaxFeeErrorType = PriorityFeeAboveMaxFeeError & {
  name: 'PriorityFeeAboveMaxFeeError'
}
export class PriorityFeeAboveMaxFeeError extends BaseError {
  override name = 'PriorityFeeAboveMaxFeeError' as const
  constructor({
    maxFeePerGas,
    maxPriorityFeePerGas,
  }: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }) {
    super('maxPriorityFeePerGas cannot be higher than maxFeePerGas', {
      metaMessages: [
        `maxFeePerGas: ${maxFeePerGas} wei`,
        `maxPriorityFeePerGas: ${maxPriorityFeePerGas} wei`,
      ],
    })
  }
}

export type InvalidExpirerTargetErrorType = InvalidExpirerTargetError & {
  name: 'InvalidExpirerTargetError'
}
export class InvalidExpirerTargetError extends BaseError {
  override name = 'InvalidExpirerTargetError' as const
  constructor({ value }: { value: unknown }) {
    super('Invalid expirer target', {
      metaMessages: ['Expected topic:string or id:number.', received(value)],
    })
  }
}

export type InvalidRecapErrorType = InvalidRecapError & { name: 'InvalidRecapError' }
/** A ReCap object without a usable `att` (resources, abilities, limits). */
export class InvalidRecapError extends BaseError {
  override name = 'InvalidRecapError' as const
  readonly reason: string
  constructor({ reason }: { reason: string }) {
    super('Invalid recap', { metaMessages: [reason] })
    this.reason = reason
  }
}
