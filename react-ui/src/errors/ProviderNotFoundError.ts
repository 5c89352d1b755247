import { BaseError } from '@walletport/core'

/** A Walletport component or hook was rendered outside `<WalletportProvider>`. */
export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFoundError' as const
  constructor() {
    super('Walletport components and hooks must be rendered inside <WalletportProvider>')
  }
}

export type ProviderNotFoundErrorType = ProviderNotFoundError
