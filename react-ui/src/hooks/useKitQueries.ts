'use client'
import type { Kit } from '@walletport/core'
import { type KitQueries, loadKitQueries, peekKitQueries } from '@walletport/core/query'
import { useCallback, useEffect, useState } from 'react'

export type UseKitQueriesReturnType = {
  /** the runtime, once loaded */
  queries: KitQueries | undefined
  /** why the last load failed, until one succeeds */
  failure: unknown
  /** loads it now (again after a failure); what the hook returns follows */
  load(): Promise<KitQueries>
}

/**
 * The kit's query runtime. With `needed`, the first component that needs it loads it (once
 * per kit): a page whose queries all wait for an account loads none of it before the user
 * connects.
 */
export function useKitQueries(kit: Kit, needed: boolean): UseKitQueriesReturnType {
  const [loaded, setLoaded] = useState(() => peekKitQueries(kit))
  const [failure, setFailure] = useState<unknown>()
  // another component may have loaded it since this one rendered
  const queries = peekKitQueries(kit) ?? loaded
  const load = useCallback(async () => {
    try {
      const runtime = await loadKitQueries(kit)
      setLoaded(runtime)
      setFailure(undefined)
      return runtime
    } catch (error) {
      kit.log.error('the query runtime failed to load', error)
      setFailure(error)
      throw error
    }
  }, [kit])
  useEffect(() => {
    if (queries || !needed) return
    load().catch(() => {})
  }, [needed, queries, load])
  return { queries, failure, load }
}
