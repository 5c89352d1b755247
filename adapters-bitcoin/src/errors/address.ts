import { BaseError } from '@walletport/core'

// the bitcoin adapter's errors: an address that does not decode

export type InvalidAddressReason =
  | 'empty'
  | 'invalid-format'
  | 'mixed-case'
  | 'invalid-character'
  | 'invalid-length'
  | 'invalid-checksum'
  | 'invalid-padding'
  | 'invalid-witness-version'
  | 'invalid-program-length'
  | 'wrong-encoding'
  | 'wrong-network'
  | 'unsupported-type'

export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' }
/** An address that does not decode, or decodes to another network or an unsupported type. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError' as const
  readonly address: string
  readonly reason: InvalidAddressReason
  constructor({ address, reason }: { address: string; reason: InvalidAddressReason }) {
    super(`Invalid Bitcoin address: ${JSON.stringify(address)}`, {
      metaMessages: [`Reason: ${reason}`],
    })
    this.address = address
    this.reason = reason
  }
}
