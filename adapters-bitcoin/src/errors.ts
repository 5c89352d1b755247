import { BaseError } from '@walletport/core'

// every failure the bitcoin adapter throws itself; wallet answers keep their code through
// core's ProviderRpcError, and the kit's catalogue errors come from @walletport/core

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

export type EsploraRequestErrorType = EsploraRequestError & { name: 'EsploraRequestError' }
/** The request never got an HTTP answer (offline, refused, DNS). */
export class EsploraRequestError extends BaseError {
  override name = 'EsploraRequestError' as const
  readonly url: string
  constructor({ url, cause }: { url: string; cause: unknown }) {
    super('Network request failed', { cause, metaMessages: [`URL: ${url}`] })
    this.url = url
  }
}

export type EsploraTimeoutErrorType = EsploraTimeoutError & { name: 'EsploraTimeoutError' }
export class EsploraTimeoutError extends BaseError {
  override name = 'EsploraTimeoutError' as const
  readonly url: string
  constructor({ url, timeout }: { url: string; timeout: number }) {
    super('Network request timed out', { metaMessages: [`URL: ${url}`, `Timeout: ${timeout} ms`] })
    this.url = url
  }
}

export type EsploraAbortedErrorType = EsploraAbortedError & { name: 'EsploraAbortedError' }
export class EsploraAbortedError extends BaseError {
  override name = 'EsploraAbortedError' as const
  constructor({ url }: { url: string }) {
    super('Aborted', { metaMessages: [`URL: ${url}`] })
  }
}

export type EsploraHttpErrorType = EsploraHttpError & { name: 'EsploraHttpError' }
/** The API answered with a non-2xx status; `body` keeps the start of its text (node reasons). */
export class EsploraHttpError extends BaseError {
  override name = 'EsploraHttpError' as const
  readonly url: string
  readonly status: number
  readonly body: string
  constructor({ url, status, body }: { url: string; status: number; body: string }) {
    super(`HTTP request failed with status ${status}`, {
      metaMessages: [`URL: ${url}`],
      details: body || undefined,
    })
    this.url = url
    this.status = status
    this.body = body
  }
}

export type EsploraResponseErrorType = EsploraResponseError & { name: 'EsploraResponseError' }
/** The API answered 2xx with a body that does not match what the endpoint must return. */
export class EsploraResponseError extends BaseError {
  override name = 'EsploraResponseError' as const
  readonly url: string
  constructor({ url, issue }: { url: string; issue: string }) {
    super('Invalid Esplora response', { metaMessages: [`URL: ${url}`, `Issue: ${issue}`] })
    this.url = url
  }
}

export type BroadcastMismatchErrorType = BroadcastMismatchError & {
  name: 'BroadcastMismatchError'
}
/** The API acknowledged a transaction id other than the one sent. */
export class BroadcastMismatchError extends BaseError {
  override name = 'BroadcastMismatchError' as const
  constructor({ expected, received }: { expected: string; received: string }) {
    super('The broadcast returned another transaction id', {
      metaMessages: [`Expected: ${expected}`, `Received: ${received}`],
    })
  }
}

export type InvalidWalletResponseErrorType = InvalidWalletResponseError & {
  name: 'InvalidWalletResponseError'
}
/** A wallet answered with data of the wrong shape. */
export class InvalidWalletResponseError extends BaseError {
  override name = 'InvalidWalletResponseError' as const
  constructor({ wallet, issue, cause }: { wallet: string; issue: string; cause?: unknown }) {
    super('Invalid wallet response', {
      cause,
      metaMessages: [`Wallet: ${wallet}`, `Issue: ${issue}`],
    })
  }
}

export type PsbtMismatchErrorType = PsbtMismatchError & { name: 'PsbtMismatchError' }
/** The wallet returned a PSBT whose transaction differs from the one it was asked to sign. */
export class PsbtMismatchError extends BaseError {
  override name = 'PsbtMismatchError' as const
  constructor({ issue }: { issue: string }) {
    super('The signed PSBT does not match the transaction sent for signing', {
      metaMessages: [`Issue: ${issue}`],
    })
  }
}

export type PsbtNotSignedErrorType = PsbtNotSignedError & { name: 'PsbtNotSignedError' }
/** An input came back without a usable signature. */
export class PsbtNotSignedError extends BaseError {
  override name = 'PsbtNotSignedError' as const
  readonly inputIndex: number
  constructor({ inputIndex, cause }: { inputIndex: number; cause?: unknown }) {
    super('The wallet did not sign every input', {
      cause,
      metaMessages: [`Input: ${inputIndex}`],
    })
    this.inputIndex = inputIndex
  }
}

export type WalletFeatureMissingErrorType = WalletFeatureMissingError & {
  name: 'WalletFeatureMissingError'
}
export class WalletFeatureMissingError extends BaseError {
  override name = 'WalletFeatureMissingError' as const
  constructor({ wallet, feature }: { wallet: string; feature: string }) {
    super(`The wallet does not support ${feature}`, { metaMessages: [`Wallet: ${wallet}`] })
  }
}

export type AccountNotFoundErrorType = AccountNotFoundError & { name: 'AccountNotFoundError' }
/** The address is not one of the connected wallet's accounts. */
export class AccountNotFoundError extends BaseError {
  override name = 'AccountNotFoundError' as const
  constructor({ address }: { address: string }) {
    super('Account not found in the connected wallet', { metaMessages: [`Address: ${address}`] })
  }
}

export type NoAccountsErrorType = NoAccountsError & { name: 'NoAccountsError' }
/** The wallet connected but shared no account usable on the network. */
export class NoAccountsError extends BaseError {
  override name = 'NoAccountsError' as const
  constructor({ wallet, networkId }: { wallet: string; networkId: string }) {
    super('The wallet shared no account for this network', {
      metaMessages: [`Wallet: ${wallet}`, `Network: ${networkId}`],
    })
  }
}

export type AdapterNotSetUpErrorType = AdapterNotSetUpError & { name: 'AdapterNotSetUpError' }
export class AdapterNotSetUpError extends BaseError {
  override name = 'AdapterNotSetUpError' as const
  constructor() {
    super('The bitcoin adapter is not set up', {
      metaMessages: ['Call setup(ctx) first (createKit does this)'],
    })
  }
}

export type UnspendableAccountErrorType = UnspendableAccountError & {
  name: 'UnspendableAccountError'
}
/** The adapter cannot build inputs for this account (its type, or a missing public key). */
export class UnspendableAccountError extends BaseError {
  override name = 'UnspendableAccountError' as const
  constructor({ address, issue }: { address: string; issue: string }) {
    super('Cannot spend from this account', {
      metaMessages: [`Address: ${address}`, `Issue: ${issue}`],
    })
  }
}
