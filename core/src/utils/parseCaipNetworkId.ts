import { InvalidNetworkIdError } from '../errors/caip.js'
import type { CaipNetworkId } from '../types/caip.js'

/** Docs: /core/utils/parseCaipNetworkId. Exactly two non-empty parts, `namespace:reference`. */
export function parseCaipNetworkId(value: string): CaipNetworkId {
  if (isCaipNetworkId(value)) return value
  // String() throws on objects without a usable toString, so objects are named by type only
  throw new InvalidNetworkIdError({
    value: typeof value === 'object' || typeof value === 'function' ? typeof value : String(value),
  })
}

// CAIP-2 allows 8 + 1 + 32 characters; a little slack for ids apps invent
const MAX_NETWORK_ID_LENGTH = 128

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  // bounded before split, which built a million-part array from a megabyte of colons
  if (typeof value !== 'string' || value.length > MAX_NETWORK_ID_LENGTH) return false
  const [namespace, reference, ...rest] = value.split(':')
  return Boolean(namespace && reference && !rest.length)
}
