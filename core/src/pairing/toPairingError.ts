import { BaseError } from '../errors/base.js'
import { NamespaceNotConfiguredError } from '../errors/namespaceConfig.js'
import { ProviderRpcError } from '../errors/ProviderRpcError.js'
import {
  RequestBeforeConnectError,
  SessionNotInitializedError,
  SignClientNotInitializedError,
} from '../errors/pairing.js'
import { WALLET_ERROR_CODES } from '../errors/walletCodes.js'

// WalletConnect's own codes for a declined proposal: all, chains, methods, events
const PROPOSAL_REJECTED_CODES = new Set([5000, 5001, 5002, 5003])

/**
 * Docs: /core/pairing/toPairingError. What the WalletConnect stack or a wallet throws, as
 * one of our errors: the library's three messages as their classes, a wallet's
 * `{ code, message }` as a ProviderRpcError with its code, anything else as an internal error.
 */
export function toPairingError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const { code, message, data } = readError(error)
  if (message === 'Sign Client not initialized') return new SignClientNotInitializedError()
  if (message === 'Please call connect() before request()')
    return new RequestBeforeConnectError({ cause: error })
  if (message?.startsWith('Session not initialized'))
    return new SessionNotInitializedError({ cause: error })
  const namespace = message && /^Namespace '([^']+)' is not configured/.exec(message)?.[1]
  if (namespace) return new NamespaceNotConfiguredError({ namespace })
  return new ProviderRpcError({
    code: code ?? WALLET_ERROR_CODES.INTERNAL_ERROR,
    message: message || 'An error occurred',
    data,
    cause: error,
  })
}

/**
 * A failed connect: a declined proposal becomes a user rejection (4001), as the kit shows
 * every decline the same way; the wallet's own code stays in `data`.
 */
export function toConnectError(error: unknown): BaseError {
  const { code, message } = readError(error)
  if (code !== undefined && PROPOSAL_REJECTED_CODES.has(code))
    return new ProviderRpcError({
      code: WALLET_ERROR_CODES.USER_REJECTED_REQUEST,
      message: message || 'User rejected the request.',
      data: { walletCode: code },
      cause: error,
    })
  return toPairingError(error)
}

function readError(error: unknown): { code?: number; message?: string; data?: unknown } {
  if (typeof error === 'string') return { message: error }
  if (!error || typeof error !== 'object') return {}
  const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown }
  return {
    ...(typeof code === 'number' && Number.isInteger(code) ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    ...(data !== undefined ? { data } : {}),
  }
}
