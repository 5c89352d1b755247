import type { Kit } from '../kit/types.js'

export type QueryRuntime = typeof import('./observeQuery.js')

/**
 * The query library (@tanstack/query-core, about 10 KB min+gzip) for the kit's queries,
 * imported on the first enabled one (a balance once an account is connected), so that a page
 * showing a balance does not send it before its first paint. Kept on the kit once loaded: later queries start from the cache at once.
 * A failed load is not kept; the next query or refetch tries again.
 */
export async function loadQueryRuntime(kit: Kit): Promise<QueryRuntime> {
  const internal = kit._internal
  if (internal.queryRuntime) return internal.queryRuntime
  const runtime = await import('./observeQuery.js')
  internal.queryRuntime = runtime
  return runtime
}
