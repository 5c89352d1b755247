import { QUERY_RETRY } from '../constants.js'
import {
  DataSourceMethodMissingError,
  IncompleteSwapError,
  NoSwapQuoteError,
} from '../errors/features.js'
import { getErrorCode } from '../errors/getErrorCode.js'
import {
  AdapterNotFoundError,
  ChainAdapterNotFoundError,
  ChainRequiredError,
  NetworkNotFoundError,
  NetworkOrAddressUndefinedError,
} from '../errors/kit.js'
import { TokenBalanceNotFoundError } from '../errors/query.js'
import {
  InvalidAccountNameError,
  InvalidAddressError,
  InvalidDecimalError,
} from '../errors/rules.js'
import { UnsupportedChainError } from '../errors/send.js'

// answers that come out the same however often they are asked: retrying them only delays
// the error the user has to see
const SETTLED = [
  AdapterNotFoundError,
  ChainAdapterNotFoundError,
  ChainRequiredError,
  NetworkNotFoundError,
  NetworkOrAddressUndefinedError,
  DataSourceMethodMissingError,
  IncompleteSwapError,
  NoSwapQuoteError,
  InvalidAccountNameError,
  InvalidAddressError,
  InvalidDecimalError,
  UnsupportedChainError,
  TokenBalanceNotFoundError,
]

// the wallet's own answers (declined, unauthorised, unsupported, disconnected): asking again
// asks the user again or fails the same way; RPC-level failures (-32xxx) may pass
const WALLET_ANSWERS = [4001, 4100, 4200, 4900, 4901] as const

/**
 * Whether a failed query is tried again: up to 3 times, except for errors
 * that a retry cannot change.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY.count) return false
  if (SETTLED.some((type) => error instanceof type)) return false
  const code = getErrorCode(error)
  return !(WALLET_ANSWERS as readonly number[]).includes(code ?? 0)
}
