import type { Logger } from '../types/logger.js'

// what WalletConnect's own attestation wait is (core 2.25, controllers/verify.ts)
const ATTESTATION_TIMEOUT = 5_000
const GUARDED = Symbol('walletport.guardVerify')

type Register = (params: unknown) => Promise<unknown>

/**
 * Docs: /core/pairing/guardVerify. Lets WalletConnect's Verify attestations run side by side
 * in a browser, and skips them where they cannot help. Verify vouches for a page's domain to
 * the wallet through the project id's registered domains: with no project id (a site's own
 * relay) there is nothing to vouch for, and a request would only wait for the attestation
 * frame, five seconds when the Verify server is out of reach, before it is sent. `Verify.register` (core 2.25) loads the attestation frame and waits for it
 * under one abort controller shared by the whole client, replaced by each call, and its timer
 * aborts whichever controller is current when it fires. `authenticate` registers two
 * requests at once (wc_sessionAuthenticate and its fallback proposal): when the attestation
 * server does not answer (offline, a local relay, a blocker), the first call's controller is
 * never aborted, its promise never settles, and no pairing URI ever shows. Each call here gets
 * its own deadline on the controller it listens to (the current one right after the call
 * starts, as register sets it up synchronously), so every call ends within the library's own
 * five seconds. Returns whether it applied; another shape of Verify is left alone.
 */
export function guardVerify(
  verify: unknown,
  { projectId, log }: { projectId: string | undefined; log: Logger },
): boolean {
  if (!verify || typeof verify !== 'object') return false
  const target = verify as { register?: unknown; abortController?: unknown }
  const original = target.register
  if (typeof original !== 'function') return false
  if (GUARDED in original) return true
  if (!(target.abortController instanceof AbortController)) return false
  const guarded: Register = async (params) => {
    if (!projectId) return ''
    const result = (original as Register).call(verify, params)
    const own = target.abortController
    const timer = setTimeout(() => {
      if (own instanceof AbortController && !own.signal.aborted) {
        log.debug('pairing: a Verify attestation got no answer; the request goes without one')
        own.abort()
      }
    }, ATTESTATION_TIMEOUT)
    try {
      return await result
    } finally {
      clearTimeout(timer)
    }
  }
  Object.defineProperty(guarded, GUARDED, { value: true })
  target.register = guarded
  return true
}
