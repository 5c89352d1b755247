import type { EmbeddedFrame } from '../../embedded-frame/start.js'

const HOST = 'http://127.0.0.1:4455'

/** the frame instance's login binding, as the frame sends it with every login call */
export const BINDING = 'a'.repeat(43)
const BOUND = new Set([
  '/api/email/start',
  '/api/email/verify',
  '/api/social/authorize',
  '/api/social/connect',
  '/api/farcaster/start',
  '/api/farcaster/status',
])

export function createClient(frame: EmbeddedFrame, hostOrigin = HOST, binding = BINDING) {
  return async function call(
    path: string,
    plain?: unknown,
    token?: string,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const body =
      BOUND.has(path) && typeof plain === 'object' && plain !== null ? { binding, ...plain } : plain
    const response = await fetch(`${frame.origin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'x-walletport-host-origin': hostOrigin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }
}
