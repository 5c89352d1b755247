import { QueryClient } from '@tanstack/query-core'
import { QUERY_GC_TIME } from '../constants.js'
import type { Kit } from '../kit/types.js'
import { queryRetryDelay } from './queryRetryDelay.js'
import { shouldRetryQuery } from './shouldRetryQuery.js'

/**
 * Docs: /core/query/getQueryClient. The kit's query client, made on first use so that a kit
 * which never reads a query pays nothing for it: the default retry (3, exponential from 1 s up
 * to 30 s) and garbage-collect time (5 min). destroyKit unmounts and clears it.
 */
export function getQueryClient(kit: Kit): QueryClient {
  const internal = kit._internal
  if (internal.queryClient) return internal.queryClient
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelay, gcTime: QUERY_GC_TIME },
      // a wallet request is never repeated behind the user's back
      mutations: { retry: false, gcTime: QUERY_GC_TIME },
    },
  })
  // follows focus and connectivity: refetches on focus, pauses fetches while offline
  client.mount()
  internal.queryClient = client
  internal.teardowns.push(() => {
    client.unmount()
    client.clear()
  })
  return client
}
