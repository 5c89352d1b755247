import { createRpcFetch, HttpRequestAbortedError, RequestTimeoutError } from '@walletport/core'
import {
  EsploraAbortedError,
  EsploraHttpError,
  EsploraRequestError,
  EsploraResponseError,
  EsploraTimeoutError,
} from '../errors.js'
import {
  type FeeEstimates,
  type Parsed,
  parseFeeEstimates,
  parseJson,
  parseTipHeight,
  parseTxHex,
  parseTxid,
  parseTxStatus,
  parseUtxos,
  type TransactionStatus,
  type Utxo,
} from './parseEsplora.js'

export type EsploraRetry = {
  /** retries after the first attempt */
  count: number
  /** first delay in ms, doubled on each retry */
  delay: number
}

export type CreateEsploraClientParameters = {
  /** base URL of an Esplora-compatible HTTP API, e.g. https://mempool.space/api */
  url: string
  fetch?: typeof fetch
  /** ms per attempt (10 s) */
  timeout?: number
  /** for GET requests (3 retries from 150 ms, doubling) */
  retry?: EsploraRetry
}

export type EsploraClient = {
  readonly url: string
  getTipHeight(p?: { signal?: AbortSignal }): Promise<number>
  getUtxos(p: { address: string; signal?: AbortSignal }): Promise<Utxo[]>
  getTxHex(p: { txid: string; signal?: AbortSignal }): Promise<string>
  getTxStatus(p: { txid: string; signal?: AbortSignal }): Promise<TransactionStatus>
  getFeeEstimates(p?: { signal?: AbortSignal }): Promise<FeeEstimates>
  /** posts a raw transaction; returns the txid the API acknowledged */
  broadcast(p: { hex: string; signal?: AbortSignal }): Promise<string>
}

export const ESPLORA_TIMEOUT = 10_000
export const ESPLORA_RETRY: EsploraRetry = { count: 3, delay: 150 }
/** longest Retry-After honoured, so a hostile server cannot stall the kit */
const MAX_RETRY_AFTER = 5_000
const MAX_ERROR_BODY = 500

type RpcFetch = ReturnType<typeof createRpcFetch>

/** One request to the API, its failures as the Esplora errors; resolves with the body. */
function createRequest({
  base,
  read,
  write,
  timeout,
}: {
  base: string
  read: RpcFetch
  write: RpcFetch
  timeout: number
}) {
  return async function request(
    path: string,
    init: { method?: 'GET' | 'POST'; body?: string; signal?: AbortSignal } = {},
  ): Promise<string> {
    const target = `${base}${path}`
    const method = init.method ?? 'GET'
    let response: Response
    try {
      response = await (method === 'GET' ? read : write)(target, {
        method,
        ...(init.signal ? { signal: init.signal } : {}),
        ...(init.body === undefined
          ? {}
          : { body: init.body, headers: { 'content-type': 'text/plain' } }),
      })
    } catch (error) {
      if (init.signal?.aborted || error instanceof HttpRequestAbortedError)
        throw new EsploraAbortedError({ url: target })
      if (error instanceof RequestTimeoutError)
        throw new EsploraTimeoutError({ url: target, timeout })
      throw new EsploraRequestError({ url: target, cause: error })
    }
    // the policy has read the body within its deadline already
    const text = await response.text()
    if (response.ok) return text
    throw new EsploraHttpError({
      url: target,
      status: response.status,
      body: text.slice(0, MAX_ERROR_BODY),
    })
  }
}

/** Docs: /adapters-bitcoin/createEsploraClient. A typed client for the Esplora endpoints the adapter reads. */
export function createEsploraClient({
  url,
  fetch: fetchFn,
  timeout = ESPLORA_TIMEOUT,
  retry = ESPLORA_RETRY,
}: CreateEsploraClientParameters): EsploraClient {
  const base = url.replace(/\/+$/, '')
  // core's one implementation of the chain-RPC rules: a deadline over
  // connect, headers and body on every attempt, the retryable statuses, Retry-After
  const read = createRpcFetch({ fetch: fetchFn, timeout, retry, maxRetryAfter: MAX_RETRY_AFTER })
  // a POST /tx is repeated only when turned away unprocessed (429, 503): a node may have
  // accepted a broadcast whose answer was lost
  const write = createRpcFetch({
    fetch: fetchFn,
    timeout,
    retry,
    maxRetryAfter: MAX_RETRY_AFTER,
    idempotent: false,
  })

  const request = createRequest({ base, read, write, timeout })
  const check = <T>(path: string, parsed: Parsed<T>): T => {
    if (!parsed.ok) throw new EsploraResponseError({ url: `${base}${path}`, issue: parsed.issue })
    return parsed.value
  }
  const json = (path: string, text: string) => check(path, parseJson(text))
  const segment = (value: string) => encodeURIComponent(value)

  return {
    url: base,
    async getTipHeight({ signal } = {}) {
      const path = '/blocks/tip/height'
      return check(path, parseTipHeight(await request(path, { signal })))
    },
    async getUtxos({ address, signal }) {
      const path = `/address/${segment(address)}/utxo`
      return check(path, parseUtxos(json(path, await request(path, { signal }))))
    },
    async getTxHex({ txid, signal }) {
      const path = `/tx/${segment(txid)}/hex`
      return check(path, parseTxHex(await request(path, { signal })))
    },
    async getTxStatus({ txid, signal }) {
      const path = `/tx/${segment(txid)}/status`
      return check(path, parseTxStatus(json(path, await request(path, { signal }))))
    },
    async getFeeEstimates({ signal } = {}) {
      const path = '/fee-estimates'
      return check(path, parseFeeEstimates(json(path, await request(path, { signal }))))
    },
    async broadcast({ hex, signal }) {
      const path = '/tx'
      return check(path, parseTxid(await request(path, { method: 'POST', body: hex, signal })))
    },
  }
}
