import type { Kit } from '../kit/types.js'
import type { KitQueries } from './kitQueries.js'

/**
 * Docs: /core/query/loadKitQueries. Loads the query runtime (createQuery, createMutation and
 * @tanstack/query-core) with `import()`, once per kit: UI that shows no query until the user
 * connects then loads it only then, not with the page. A failed load is tried again on the
 * next call.
 *
 * @example
 * const { createQuery } = await loadKitQueries(kit)
 * const balance = createQuery(kit, balanceQueryOptions(kit, {}))
 */
export function loadKitQueries(kit: Kit): Promise<KitQueries> {
  const internal = kit._internal
  internal.queriesLoad ??= import('./kitQueries.js').then(
    ({ kitQueries }) => {
      internal.queries = kitQueries
      return kitQueries
    },
    (error: unknown) => {
      internal.queriesLoad = undefined
      throw error
    },
  )
  return internal.queriesLoad
}

/** The query runtime if loadKitQueries has loaded it for this kit, else undefined. */
export function peekKitQueries(kit: Kit): KitQueries | undefined {
  return kit._internal.queries
}
