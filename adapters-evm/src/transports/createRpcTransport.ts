import { FALLBACK_RANKING, RPC_BATCH_LIMIT, RPC_RETRY, RPC_TIMEOUT } from '@walletport/core'
import { fallback, http, type Transport } from 'viem'
import { NoRpcEndpointError } from '../errors/rpc.js'
import { withBatchIds } from './withBatchIds.js'
import { withRetryAfter } from './withRetryAfter.js'

export type RpcTransportOptions = {
  /** ms before a request is abandoned; 10 s */
  timeout?: number | undefined
  /** JSON-RPC requests per HTTP batch; 1000, or false to send each alone */
  batchSize?: number | false | undefined
  /** retries after the first attempt; 3 */
  retryCount?: number | undefined
  /** the first retry delay in ms, doubled each time; 150 */
  retryDelay?: number | undefined
  /** endpoint ranking of the fallback transport: 4 s pings, 10 samples, 0.7/0.3 weights */
  rank?:
    | {
        interval?: number | undefined
        sampleCount?: number | undefined
        weights?: { stability?: number | undefined; latency?: number | undefined } | undefined
      }
    | false
    | undefined
  fetchFn?: typeof fetch | undefined
  /** once aborted, the ranking pings stop reaching the network (viem's loop itself cannot stop) */
  signal?: AbortSignal | undefined
}

export type CreateRpcTransportParameters = RpcTransportOptions & {
  /** one endpoint gives an HTTP transport; more give a ranked fallback over them */
  urls: readonly string[]
}

/**
 * Docs: /adapters-evm/transports#createRpcTransport. viem's HTTP transport configured (batches of
 * 1000, 10 s timeout, 3 retries from 150 ms doubling,
 * Retry-After honoured, batch answers matched by id), behind a ranked fallback when there are
 * several endpoints.
 */
export function createRpcTransport({
  urls,
  timeout = RPC_TIMEOUT,
  batchSize = RPC_BATCH_LIMIT,
  retryCount = RPC_RETRY.count,
  retryDelay = RPC_RETRY.delay,
  rank = {},
  fetchFn,
  signal,
}: CreateRpcTransportParameters): Transport {
  const fetchWithRetryAfter = withRetryAfter(withBatchIds(fetchFn))
  // behind a fallback each endpoint is tried once and the fallback retries the whole list:
  // viem lets an http transport's own retryCount win over the fallback's request for none
  const single = urls.length === 1
  const transports = urls.map((url) =>
    http(url, {
      batch: batchSize === false ? false : { batchSize, wait: 0 },
      timeout,
      retryCount: single ? retryCount : 0,
      retryDelay,
      fetchFn: fetchWithRetryAfter,
    }),
  )
  const [only] = transports
  if (!only) throw new NoRpcEndpointError({ networkId: 'unknown' })
  if (single) return only
  return fallback(transports, {
    retryCount,
    retryDelay,
    rank:
      rank === false
        ? false
        : {
            interval: rank.interval ?? FALLBACK_RANKING.interval,
            sampleCount: rank.sampleCount ?? FALLBACK_RANKING.sampleCount,
            ping: ({ transport }) =>
              signal?.aborted ? undefined : transport.request({ method: 'net_listening' }),
            weights: {
              stability: rank.weights?.stability ?? FALLBACK_RANKING.weights.stability,
              latency: rank.weights?.latency ?? FALLBACK_RANKING.weights.latency,
            },
          },
  })
}
