import { BaseError } from '@walletport/core'

// adapter-local failures that core's catalogue has no entry for yet (see the report)

// one error for amounts every package converts: the class lives beside core's parseUnits
export { InvalidUnitsError, type InvalidUnitsErrorType } from '@walletport/core'

export type InvalidSiwxMessageErrorType = InvalidSiwxMessageError & {
  name: 'InvalidSiwxMessageError'
}
/** Sign-in message fields that cannot make a well-formed message. */
export class InvalidSiwxMessageError extends BaseError {
  override name = 'InvalidSiwxMessageError' as const
  constructor({ reason }: { reason: string }) {
    super('Invalid sign-in message', { metaMessages: [reason] })
  }
}

export type SolanaRpcErrorType = SolanaRpcError & { name: 'SolanaRpcError' }
/** A read from the network's RPC endpoint failed; the endpoint's error is the cause. */
export class SolanaRpcError extends BaseError {
  override name = 'SolanaRpcError' as const
  constructor({ url, cause }: { url: string; cause: unknown }) {
    super('Solana RPC request failed', { cause, metaMessages: [`URL: ${url}`] })
  }
}
