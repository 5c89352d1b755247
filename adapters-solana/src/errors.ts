import { BaseError } from '@walletport/core'

// adapter-local failures that core's catalogue has no entry for yet (see the report)

export type InvalidUnitsErrorType = InvalidUnitsError & { name: 'InvalidUnitsError' }
/** A decimal amount or a decimals count that cannot be converted. */
/** String() throws on a symbol or an object without a usable toString */
function describe(value: unknown): string {
  return typeof value === 'object' || typeof value === 'symbol' || typeof value === 'function'
    ? typeof value
    : String(value)
}

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
