import type { ChainAdapter, SiwxExpected } from '../types/adapter.js'
import type { SiwxVerificationResult } from '../types/capabilities.js'
import type { SiwxConfig, SiwxSession } from '../types/siwx.js'

/**
 * Checks a new session against what the kit asked for (`expected`: its domain and the nonce
 * it was given, never the session's own fields): the config's `verify` when it has one, else
 * the adapter's `verifySiwx` (with a reason), else its `siwx.verifyMessage`; with none of
 * them it does not verify.
 */
export async function verifySiwxSession(
  adapter: ChainAdapter | undefined,
  siwx: SiwxConfig,
  session: SiwxSession,
  expected: SiwxExpected,
): Promise<SiwxVerificationResult> {
  if (!expected.domain || !expected.nonce)
    return { valid: false, reason: 'no expected domain and nonce to check against' }
  if (session.data.domain !== expected.domain) return { valid: false, reason: 'domain' }
  if (session.data.nonce !== expected.nonce) return { valid: false, reason: 'nonce' }
  if (expected.uri !== undefined && (session.data.uri ?? session.data.aud) !== expected.uri)
    return { valid: false, reason: 'uri' }
  if (siwx.verify) return { valid: await siwx.verify(session, expected) }
  const { verifySiwx, siwx: capability } = adapter?.capabilities ?? {}
  const p = { ...session, expected }
  if (verifySiwx) return verifySiwx(p)
  if (capability) return { valid: await capability.verifyMessage(p) }
  return { valid: false, reason: 'nothing can verify this namespace' }
}
