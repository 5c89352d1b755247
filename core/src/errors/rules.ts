import { BaseError } from './base.js'

/** Quotes an input for an error's meta line without ever throwing, and keeps it short. */
function received(value: unknown): string {
  let text: string
  // only the head is shown: stringifying a megabyte first cost tens of ms per error
  if (typeof value === 'string') text = JSON.stringify(value.slice(0, 121))
  else if (typeof value === 'bigint') text = `${value}n`
  else if (value === null || typeof value !== 'object') text = String(value)
  else text = Array.isArray(value) ? 'an array' : 'an object'
  // outside input can be arbitrarily long; the head is enough to recognise it
  return `Received: ${text.length > 120 ? `${text.slice(0, 120)}…` : text}`
}

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

export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' }
/** An address that does not have its namespace's format. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError' as const
  readonly namespace: string
  constructor({
    value,
    namespace,
    expected,
  }: { value: unknown; namespace: string; expected: string }) {
    super('Invalid address', {
      metaMessages: [`Expected ${expected} (${namespace}).`, received(value)],
    })
    this.namespace = namespace
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

export type InvalidBase58ErrorType = InvalidBase58Error & { name: 'InvalidBase58Error' }
export class InvalidBase58Error extends BaseError {
  override name = 'InvalidBase58Error' as const
  constructor({ value }: { value: unknown }) {
    super('Invalid base58 string', { metaMessages: [received(value)] })
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
