import type { ChainAdapter } from '../types/adapter.js'
import type { SiwxVerificationResult } from '../types/capabilities.js'
import type { SiwxConfig, SiwxSession } from '../types/siwx.js'

/**
 * Checks a new session: the config's `verify` when it has one, else the adapter's `verifySiwx`
 * (with a reason), else its `siwx.verifyMessage`; with none of them it does not verify.
 */
export async function verifySiwxSession(
  adapter: ChainAdapter,
  siwx: SiwxConfig,
  session: SiwxSession,
): Promise<SiwxVerificationResult> {
  if (siwx.verify) return { valid: await siwx.verify(session) }
  const { verifySiwx, siwx: capability } = adapter.capabilities
  if (verifySiwx) return verifySiwx(session)
  if (capability) return { valid: await capability.verifyMessage(session) }
  return { valid: false, reason: 'nothing can verify this namespace' }
}
