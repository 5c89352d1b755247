import { InvalidExpirerTargetError } from '../errors/rules.js'

/** What a pairing expiry is about: a pairing or session topic, or a JSON-RPC request id. */
export type ExpirerTarget = { type: 'topic'; topic: string } | { type: 'id'; id: number }

const ID = /^\d+$/

/**
 * Docs: /core/utils/parseExpirerTarget. Reads `topic:<non-empty string>` or
 * `id:<non-negative safe integer>`. Throws InvalidExpirerTargetError on anything else.
 */
export function parseExpirerTarget(value: string): ExpirerTarget {
  if (typeof value !== 'string') throw new InvalidExpirerTargetError({ value })
  const colon = value.indexOf(':')
  const type = value.slice(0, colon)
  // everything after the first colon, so a topic may itself hold colons
  const rest = value.slice(colon + 1)
  if (colon > 0 && type === 'topic' && rest) return { type: 'topic', topic: rest }
  if (colon > 0 && type === 'id' && ID.test(rest)) {
    const id = Number(rest)
    // ids beyond 2^53 lose digits as numbers and would no longer match their request
    if (Number.isSafeInteger(id)) return { type: 'id', id }
  }
  throw new InvalidExpirerTargetError({ value })
}

/** Docs: /core/utils/parseExpirerTarget. The boolean form of parseExpirerTarget. */
export function isExpirerTarget(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    parseExpirerTarget(value)
    return true
  } catch {
    return false
  }
}
