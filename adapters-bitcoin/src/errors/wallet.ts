import { BaseError } from '@walletport/core'

// the bitcoin adapter's errors: what wallets answer and the accounts they share

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
