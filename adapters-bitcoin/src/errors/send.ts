import { BaseError } from '@walletport/core'

// the bitcoin adapter's errors: what a send can spend, and its fee

export type AmountBelowDustErrorType = AmountBelowDustError & { name: 'AmountBelowDustError' }
/** An output too small for nodes to relay. */
export class AmountBelowDustError extends BaseError {
  override name = 'AmountBelowDustError' as const
  readonly amount: bigint
  readonly dust: bigint
  constructor({ amount, dust }: { amount: bigint; dust: bigint }) {
    super('Amount is below the dust limit', {
      metaMessages: [`Amount: ${amount} sat`, `Dust limit: ${dust} sat`],
    })
    this.amount = amount
    this.dust = dust
  }
}

export type InsufficientFundsErrorType = InsufficientFundsError & {
  name: 'InsufficientFundsError'
}
/** The spendable outputs do not cover the amount and the fee. */
export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError' as const
  readonly required: bigint
  readonly available: bigint
  constructor({ required, available }: { required: bigint; available: bigint }) {
    super('Insufficient funds', {
      metaMessages: [`Required: ${required} sat (amount and fee)`, `Available: ${available} sat`],
    })
    this.required = required
    this.available = available
  }
}

export type FeeRateTooHighErrorType = FeeRateTooHighError & { name: 'FeeRateTooHighError' }
/** A fee estimate above the configured ceiling: a broken or hostile API, never paid. */
export class FeeRateTooHighError extends BaseError {
  override name = 'FeeRateTooHighError' as const
  constructor({ feeRate, maxFeeRate }: { feeRate: number; maxFeeRate: number }) {
    super('Fee rate is too high', {
      metaMessages: [`Fee rate: ${feeRate} sat/vB`, `Ceiling: ${maxFeeRate} sat/vB`],
    })
  }
}

export type UnsupportedTokenErrorType = UnsupportedTokenError & { name: 'UnsupportedTokenError' }
/** Bitcoin sends only its native currency. */
export class UnsupportedTokenError extends BaseError {
  override name = 'UnsupportedTokenError' as const
  constructor({ token }: { token: string }) {
    super('Tokens are not supported on Bitcoin', { metaMessages: [`Token: ${token}`] })
  }
}
