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
  /** ms per attempt (SPEC section 9: 10 s) */
  timeout?: number
  /** for GET requests (SPEC section 7: 3 retries from 150 ms, doubling) */
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
const RETRY_STATUS = new Set([403, 408, 413, 429, 500, 502, 503, 504])
/** longest Retry-After honoured, so a hostile server cannot stall the kit */
const MAX_RETRY_AFTER = 5_000
const MAX_ERROR_BODY = 500

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function retryAfter(response: Response): number | undefined {
  const header = response.headers.get('retry-after')
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.min(Math.max(date - Date.now(), 0), MAX_RETRY_AFTER)
}

/** Docs: /adapters-bitcoin/createEsploraClient. A typed client for the Esplora endpoints the adapter reads. */
export function createEsploraClient({
  url,
  fetch: fetchFn,
  timeout = ESPLORA_TIMEOUT,
  retry = ESPLORA_RETRY,
}: CreateEsploraClientParameters): EsploraClient {
  const base = url.replace(/\/+$/, '')

  async function request(
    path: string,
    init: { method?: 'GET' | 'POST'; body?: string; signal?: AbortSignal } = {},
  ): Promise<string> {
    const target = `${base}${path}`
    const method = init.method ?? 'GET'
    // a POST /tx is answered once: the node's verdict does not change on retry
    const attempts = method === 'GET' ? retry.count + 1 : 1
    const doFetch = fetchFn ?? globalThis.fetch
    for (let attempt = 0; ; attempt++) {
      const last = attempt + 1 >= attempts
      const timeoutSignal = AbortSignal.timeout(timeout)
      const signal = init.signal ? AbortSignal.any([init.signal, timeoutSignal]) : timeoutSignal
      let response: Response
      try {
        response = await doFetch(target, {
          method,
          signal,
          ...(init.body === undefined
            ? {}
            : { body: init.body, headers: { 'content-type': 'text/plain' } }),
        })
      } catch (error) {
        if (init.signal?.aborted) throw new EsploraAbortedError({ url: target })
        if (timeoutSignal.aborted) {
          if (last) throw new EsploraTimeoutError({ url: target, timeout })
        } else if (last) throw new EsploraRequestError({ url: target, cause: error })
        await sleep(retry.delay * 2 ** attempt)
        continue
      }
      let text: string
      try {
        text = await response.text()
      } catch (error) {
        if (last) throw new EsploraRequestError({ url: target, cause: error })
        await sleep(retry.delay * 2 ** attempt)
        continue
      }
      if (response.ok) return text
      if (last || !RETRY_STATUS.has(response.status))
        throw new EsploraHttpError({
          url: target,
          status: response.status,
          body: text.slice(0, MAX_ERROR_BODY),
        })
      await sleep(retryAfter(response) ?? retry.delay * 2 ** attempt)
    }
  }

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
