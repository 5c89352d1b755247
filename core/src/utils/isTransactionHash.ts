import { InvalidTransactionHashError } from '../errors/rules.js'

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

/** Docs: /core/utils/isTransactionHash. `0x` followed by exactly 64 hex digits. */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}

/** Docs: /core/utils/isTransactionHash. Throws InvalidTransactionHashError. */
export function parseTransactionHash(value: string): `0x${string}` {
  if (!isTransactionHash(value)) throw new InvalidTransactionHashError({ value })
  return value
}
