import { BaseError } from './base.js'
import { WALLET_ERROR_CODES } from './walletCodes.js'

export type ProviderRpcErrorType = ProviderRpcError & { name: 'ProviderRpcError' }

/** An error a wallet answered with: its code and message kept, the cause chained. */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError' as const
  readonly code: number
  readonly data: unknown
  constructor({
    code,
    message,
    data,
    cause,
  }: { code: number; message: string; data?: unknown; cause?: unknown }) {
    super(message, { cause, metaMessages: [`Code: ${code}`] })
    this.code = code
    this.data = data
  }
}

/** Reads `code` from anything a wallet may throw: our errors, EIP-1193 objects, nested causes. */
export function getErrorCode(error: unknown): number | undefined {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number' && Number.isInteger(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

export function isUserRejection(error: unknown): boolean {
  return getErrorCode(error) === WALLET_ERROR_CODES.USER_REJECTED_REQUEST
}
