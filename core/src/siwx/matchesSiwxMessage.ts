import type { SiwxExpected, SiwxMessageData } from '../types/adapter.js'

/** What a namespace's `verifySiwxMessage` takes: the signed message, its signature and data. */
export type VerifySiwxMessageParameters = {
  message: string
  /** in the namespace's wallet encoding (base58 for Solana, base64 for Bitcoin) */
  signature: string
  data: SiwxMessageData
  /** the domain and nonce the site issued (and its uri): `data` must name them */
  expected: SiwxExpected
  /** the time to check expiry against; now by default */
  now?: number
}

export type MatchesSiwxMessageParameters = {
  message: string
  data: SiwxMessageData
  /** the domain and nonce the site issued (and its uri): `data` must name them */
  expected: SiwxExpected
  /** writes the namespace's message for `data`; a throw means `data` cannot make one */
  write: (data: SiwxMessageData) => string
  /** the time to check expiry against; now by default */
  now?: number
}

/**
 * Docs: /core/siwx#matchesSiwxMessage. The checks every namespace's sign-in verification makes
 * before its signature: `data` names the expected domain and nonce (and uri), `message` is
 * exactly what `write(data)` makes, and `now` lies inside its not-before and expiry (a date
 * that does not parse fails). Anything malformed is false, never a throw.
 */
export function matchesSiwxMessage({
  message,
  data,
  expected,
  write,
  now = Date.now(),
}: MatchesSiwxMessageParameters): boolean {
  if (!expected?.domain || !expected.nonce) return false
  if (data.domain !== expected.domain || data.nonce !== expected.nonce) return false
  if (expected.uri !== undefined && (data.uri ?? data.aud) !== expected.uri) return false
  try {
    if (message !== write(data)) return false
  } catch {
    return false
  }
  if (data.expirationTime && !(now < Date.parse(data.expirationTime))) return false
  if (data.notBefore && !(now >= Date.parse(data.notBefore))) return false
  return true
}
