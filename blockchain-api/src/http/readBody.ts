import { InvalidResponseError } from '../errors/response.js'

/**
 * The most bytes a response body may have. The spec names no limit; the largest answers it
 * documents (a page of wallets, a swap token list, a page of transactions) are well under
 * 1 MB, so 4 MiB leaves room to grow while keeping a hostile or broken service from making
 * the page buffer, decode and JSON-parse an unbounded body until the deadline cuts it.
 */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024

export type ReadBodyParameters = {
  endpoint: string
  /** cancels the stream when it aborts, so a stalled body frees its connection */
  signal: AbortSignal
  limit?: number | undefined
}

/**
 * Reads a body as UTF-8 text, stopping (and cancelling the stream) as soon as it goes over
 * `limit` bytes, so an endless or oversized body costs at most `limit` bytes of memory. A
 * declared Content-Length over the cap fails before any byte is read.
 */
export async function readBody(
  response: Response,
  { endpoint, signal, limit = MAX_RESPONSE_BYTES }: ReadBodyParameters,
): Promise<string> {
  const tooLarge = () =>
    new InvalidResponseError({ endpoint, field: '', issue: `Body is larger than ${limit} bytes` })
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (declared > limit) {
    await response.body?.cancel().catch(() => {})
    throw tooLarge()
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const cancel = () => reader.cancel().catch(() => {})
  signal.addEventListener('abort', cancel, { once: true })
  try {
    const decoder = new TextDecoder()
    const parts: string[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await cancel()
        throw tooLarge()
      }
      parts.push(decoder.decode(value, { stream: true }))
    }
    parts.push(decoder.decode())
    return parts.join('')
  } finally {
    signal.removeEventListener('abort', cancel)
  }
}
