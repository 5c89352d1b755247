import * as v from 'valibot'
import type { Logger } from '../types/logger.js'

// what a relay may push: a subscription message with its data, or an answer to a request
const PushSchema = v.object({
  id: v.union([v.string(), v.number()]),
  method: v.string(),
  params: v.object({
    id: v.string(),
    data: v.object({ topic: v.string(), message: v.string(), publishedAt: v.number() }),
  }),
})
const ReplySchema = v.union([
  v.object({ id: v.union([v.string(), v.number()]), result: v.unknown() }),
  v.object({ id: v.union([v.string(), v.number()]), error: v.unknown() }),
])

/**
 * Docs: /core/pairing/guardRelayer. Puts a schema in front of what the relay sends:
 * WalletConnect 2.x reads any frame unchecked (a `null` frame throws inside the socket's
 * message handler, a push without `params.data` rejects unhandled). A frame that is neither a
 * subscription push nor a reply is dropped and logged, at the relayer's JSON-RPC provider
 * (each one, as the relayer makes a new one per connection) and at the relayer's own handler.
 * Returns whether it applied; a WalletConnect version of another shape is left alone.
 */
export function guardRelayer(relayer: object, log: Logger): boolean {
  const target = relayer as { provider?: unknown; createProvider?: unknown }
  const create = target.createProvider
  if (typeof create !== 'function') return false
  if (!guardMethod(relayer, 'onProviderPayload', log)) return false
  guardMethod(target.provider, 'onPayload', log)
  target.createProvider = async (...args: unknown[]) => {
    await (create as (...a: unknown[]) => Promise<void>).apply(relayer, args)
    guardMethod(target.provider, 'onPayload', log)
  }
  return true
}

/** replaces `owner[name]` with one that passes only well-formed frames, and never throws */
function guardMethod(owner: unknown, name: string, log: Logger): boolean {
  if (!owner || typeof owner !== 'object') return false
  const record = owner as Record<string, unknown>
  const original = record[name]
  if (typeof original !== 'function') return false
  if (GUARDED in original) return true
  const guarded = (payload: unknown) => {
    if (!v.is(PushSchema, payload) && !v.is(ReplySchema, payload)) {
      log.debug('pairing: ignored a relay frame that is not JSON-RPC the client knows')
      return undefined
    }
    try {
      const result: unknown = original.call(owner, payload)
      // the relayer's handler is async: its failure is logged, not left unhandled
      if (result instanceof Promise)
        return result.catch((error: unknown) => log.warn('pairing: a relay frame failed', error))
      return result
    } catch (error) {
      log.warn('pairing: a relay frame failed', error)
      return undefined
    }
  }
  record[name] = Object.assign(guarded, { [GUARDED]: true })
  return true
}

const GUARDED = Symbol('guarded')
