import { getErrorCode, WALLET_ERROR_CODES } from '@walletport/core'

/** 4902, or MetaMask mobile's 4902 tucked inside `data.originalError` */
export function isUnrecognizedChain(error: unknown): boolean {
  if (getErrorCode(error) === WALLET_ERROR_CODES.SWITCH_CHAIN) return true
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const data = (current as { data?: unknown }).data
    const original =
      typeof data === 'object' && data !== null
        ? (data as { originalError?: unknown }).originalError
        : undefined
    if (getErrorCode(original) === WALLET_ERROR_CODES.SWITCH_CHAIN) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
