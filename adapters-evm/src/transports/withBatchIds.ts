import { matchBatchById, settleBy } from '@walletport/core'

type Fetch = typeof fetch

const settle = <T>(signal: AbortSignal | null | undefined, promise: Promise<T>) =>
  signal ? settleBy(signal, promise) : promise

/**
 * Docs: /adapters-evm/transports#withBatchIds. Wraps a fetch so a JSON-RPC batch answer
 * reaches viem with exactly one entry per request, matched by id: viem pairs answers by
 * position after sorting, so a missing, repeated or invented id handed one call another's
 * result. A request left without its own answer fails alone with JSON-RPC error -32603.
 * Fetch and body are also held to viem's time-out signal, which viem only aborts (it does
 * not reject), so a fetch that ignored the signal would stall the call.
 */
export function withBatchIds(fetchFn: Fetch = globalThis.fetch): Fetch {
  return async (input, init) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    const response = await settle(signal, fetchFn(input, init))
    if (!response.ok) return response
    const text = await settle(signal, response.text())
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    headers.delete('content-encoding')
    return new Response(matchBatchById(init?.body, text), {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}
