import type { WebSocket } from 'ws'

/** A JSON-RPC frame as the relay reads it: an id, and a method unless it is an answer. */
export type Payload = { id: unknown; method?: string; params?: unknown }

/** the frame, or undefined if it is not JSON-RPC */
export function parse(raw: string): Payload | undefined {
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object' || !('id' in value)) return undefined
    const method = 'method' in value && typeof value.method === 'string' ? value.method : undefined
    return { id: value.id, method, params: 'params' in value ? value.params : undefined }
  } catch {
    return undefined
  }
}

export function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** the publish parameters of an irn_publish or one item of an irn_batchPublish */
export function message(params: Record<string, unknown>) {
  return {
    topic: text(params.topic),
    message: text(params.message),
    tag: typeof params.tag === 'number' ? params.tag : 0,
    ...(typeof params.attestation === 'string' ? { attestation: params.attestation } : {}),
  }
}

export function send(socket: WebSocket, payload: unknown) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload))
}

/**
 * Clients authenticate with a JWT in the `auth` query parameter whose `iss` is their
 * did:key; it names one client across reconnections, so its own messages are never echoed
 * and acknowledged ones are not replayed.
 */
export function clientIdFromUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  const auth = new URL(url, 'ws://127.0.0.1').searchParams.get('auth')
  const body = auth?.split('.')[1]
  if (!body) return undefined
  try {
    const claims = record(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
    return typeof claims.iss === 'string' ? claims.iss : undefined
  } catch {
    return undefined
  }
}
