import { BaseError } from './base.js'

/** outside input can be any length: its head is enough to recognise it */
const head = (value: string) =>
  JSON.stringify(typeof value === 'string' ? value.slice(0, 120) : String(value))

export type InvalidCaipAddressErrorType = InvalidCaipAddressError & {
  name: 'InvalidCaipAddressError'
}
/** A CAIP-10 account id without exactly three parts. */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError' as const
  constructor({ value }: { value: string }) {
    super('Invalid CAIP Address', { metaMessages: [`Received: ${head(value)}`] })
  }
}

export type InvalidCaip10AddressErrorType = InvalidCaip10AddressError & {
  name: 'InvalidCaip10AddressError'
}
/** A CAIP-10 account id with three parts, one of them empty or malformed. */
export class InvalidCaip10AddressError extends BaseError {
  override name = 'InvalidCaip10AddressError' as const
  constructor({ value }: { value: string }) {
    super('Invalid CAIP-10 address', { metaMessages: [`Received: ${head(value)}`] })
  }
}

export type InvalidNetworkIdErrorType = InvalidNetworkIdError & { name: 'InvalidNetworkIdError' }
export class InvalidNetworkIdError extends BaseError {
  override name = 'InvalidNetworkIdError' as const
  constructor({ value }: { value: string }) {
    super('Invalid CAIP-2 network id', { metaMessages: [`Received: ${head(value)}`] })
  }
}

export type UnknownNamespaceErrorType = UnknownNamespaceError & { name: 'UnknownNamespaceError' }
export class UnknownNamespaceError extends BaseError {
  override name = 'UnknownNamespaceError' as const
  constructor({ namespace }: { namespace: string }) {
    super(`Unknown chain namespace: ${head(namespace)}`, {
      metaMessages: ['Known namespaces: eip155, solana, bip122'],
    })
  }
}
