import { BaseError, getErrorCode, ProviderRpcError, WALLET_ERROR_CODES } from '@walletport/core'

/** Maps what a wallet throws to core's ProviderRpcError, keeping its code; our own errors pass. */
export function toWalletError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object' &&
          error &&
          'message' in error &&
          typeof error.message === 'string'
        ? error.message
        : 'The wallet request failed'
  return new ProviderRpcError({
    code: getErrorCode(error) ?? WALLET_ERROR_CODES.DEFAULT,
    message,
    cause: error,
  })
}

/** Runs a wallet request, its failure as toWalletError gives it. */
export async function walletCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    throw toWalletError(error)
  }
}
