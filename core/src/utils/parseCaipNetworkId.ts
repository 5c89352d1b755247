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

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const [namespace, reference, ...rest] = value.split(':')
  return Boolean(namespace && reference && !rest.length)
}
