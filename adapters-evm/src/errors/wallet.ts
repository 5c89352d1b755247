import { BaseError } from '@walletport/core'

export type InvalidWalletResponseErrorType = InvalidWalletResponseError & {
  name: 'InvalidWalletResponseError'
}
/** A wallet answered a request with something that does not match the method's schema. */
export class InvalidWalletResponseError extends BaseError {
  override name = 'InvalidWalletResponseError' as const
  readonly method: string
  constructor({ method, issue }: { method: string; issue: string }) {
    super('The wallet answered with an invalid response', {
      metaMessages: [`Method: ${method}`, `Issue: ${issue}`],
    })
    this.method = method
  }
}

export type InvalidWalletRequestErrorType = InvalidWalletRequestError & {
  name: 'InvalidWalletRequestError'
}
/** Parameters refused before they reach the wallet. */
export class InvalidWalletRequestError extends BaseError {
  override name = 'InvalidWalletRequestError' as const
  readonly method: string
  constructor({ method, issue }: { method: string; issue: string }) {
    super('Invalid wallet request', { metaMessages: [`Method: ${method}`, `Issue: ${issue}`] })
    this.method = method
  }
}

export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' }
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError' as const
  constructor({ address }: { address: string }) {
    super('Invalid address', { metaMessages: [`Received: ${JSON.stringify(address)}`] })
  }
}

export type ChainMismatchErrorType = ChainMismatchError & { name: 'ChainMismatchError' }
/** The wallet is on another network than the one the request is for. */
export class ChainMismatchError extends BaseError {
  override name = 'ChainMismatchError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('The wallet is on another network', { cause })
  }
}
