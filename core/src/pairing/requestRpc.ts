import * as v from 'valibot'
import { RPC_TIMEOUT } from '../constants.js'
import { ProviderRpcError } from '../errors/ProviderRpcError.js'
import { WALLET_ERROR_CODES } from '../errors/walletCodes.js'

const ResponseSchema = v.object({
  result: v.optional(v.unknown()),
  error: v.optional(
    v.object({ code: v.number(), message: v.string(), data: v.optional(v.unknown()) }),
  ),
})

/**
 * Docs: /core/pairing/requestRpc. One JSON-RPC call over HTTP to a network's own RPC, for
 * the reads a session's provider is asked (eth_call, eth_getBalance...): the wallet never
 * sees them, and neither does a vendor's endpoint.
 */
export async function requestRpc({
  url,
  method,
  params,
  fetch = globalThis.fetch,
  timeout = RPC_TIMEOUT,
}: {
  url: string
  method: string
  params?: unknown
  fetch?: typeof globalThis.fetch
  timeout?: number
}): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      signal: AbortSignal.timeout(timeout),
    })
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError'
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.RESOURCE_UNAVAILABLE,
      message: timedOut ? 'Network request timed out' : 'Network request failed',
      cause,
    })
  }
  if (!response.ok)
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.RESOURCE_UNAVAILABLE,
      message: 'Network request failed',
      data: { status: response.status },
    })
  const parsed = v.safeParse(ResponseSchema, await response.json().catch(() => undefined))
  if (!parsed.success)
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.PARSE_ERROR,
      message: 'Invalid JSON-RPC response',
    })
  if (parsed.output.error) throw new ProviderRpcError(parsed.output.error)
  return parsed.output.result
}
