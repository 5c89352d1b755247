import { BaseError, getErrorCode, ProviderRpcError, WALLET_ERROR_CODES } from '@walletport/core'

/** A wallet's failure as a typed error, keeping its code (4001 for a rejection) and text. */
export function toProviderError(error: unknown, fallback: string) {
  if (error instanceof BaseError) return error
  // wallets throw Errors and plain `{ code, message }` objects alike
  const message = (error as { message?: unknown } | undefined)?.message
  return new ProviderRpcError({
    code: getErrorCode(error) ?? WALLET_ERROR_CODES.DEFAULT,
    message: typeof message === 'string' && message ? message : fallback,
    cause: error,
  })
}
