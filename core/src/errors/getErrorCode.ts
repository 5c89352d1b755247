import { WALLET_ERROR_CODES } from './walletCodes.js'

// read by lazy code only, so apart from ProviderRpcError (which the page's stores load):
// under esbuild a file loads whole with its first use (issue 13)

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
