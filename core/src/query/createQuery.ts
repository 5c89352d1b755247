import { atom, onMount, type ReadableAtom } from 'nanostores'
import type { Kit } from '../kit/types.js'
import { loadQueryRuntime, type QueryRuntime } from './loadQueryRuntime.js'
import type { QueryObservation } from './observeQuery.js'
import { pendingQueryResult } from './pendingQueryResult.js'
import type { KitQueryOptions, QueryResult } from './types.js'

export type KitQuery<TData, TError = Error> = {
  /** the query's state; reading starts when the store gets its first listener */
  readonly $result: ReadableAtom<QueryResult<TData, TError>>
  /** follows other parameters (a new key reads again, cached results come back at once) */
  setOptions(options: KitQueryOptions<TData>): void
  /** reads again now, past the cache; the result arrives in `$result` */
  refetch(): Promise<QueryResult<TData, TError>>
  /**
   * the result `options` would show now, from the cache, changing nothing: what a render
   * shows in the moment between new parameters and setOptions
   */
  peek(options: KitQueryOptions<TData>): QueryResult<TData, TError>
}

/**
 * Docs: /core/query/createQuery. A store over one of the kit's queries (balanceQueryOptions,
 * historyQueryOptions...): statuses, retry and garbage collection, one cache per kit. Headless
 * apps subscribe to `$result`; react-ui's hooks are built on it. The kit's first enabled query
 * loads the query library: until then it is pending (fetching, when enabled), and a failed load
 * is its error, which `refetch` tries again.
 *
 * @example
 * const balance = createQuery(kit, balanceQueryOptions(kit, {}))
 * balance.$result.subscribe(({ status, data }) => render(status, data))
 */
export function createQuery<TData, TError = Error>(
  kit: Kit,
  options: KitQueryOptions<TData>,
): KitQuery<TData, TError> {
  let latest = options
  let observation: QueryObservation<TData, TError> | undefined
  let stopFollowing: (() => void) | undefined
  let mounted = false
  const $result = atom(pendingQueryResult<TData, TError>(options))

  const follow = (current: QueryObservation<TData, TError>) => {
    // the current result first: the cache may have moved while nobody listened
    $result.set(current.current())
    stopFollowing = current.subscribe((result) => $result.set(result))
  }
  const attach = (runtime: QueryRuntime) => {
    if (observation) return observation
    const made = runtime.observeQuery<TData, TError>(kit, latest)
    observation = made
    if (mounted) follow(made)
    else $result.set(made.optimistic())
    return made
  }
  let loading: Promise<QueryObservation<TData, TError> | undefined> | undefined
  /** why the library's last load failed, shown until the next attempt */
  let loadError: TError | undefined
  const load = () => {
    if (loading) return loading
    loadError = undefined
    loading = loadQueryRuntime(kit).then(attach, (error: unknown) => {
      loading = undefined
      loadError = error as TError
      $result.set(pendingQueryResult<TData, TError>(latest, loadError))
      return undefined
    })
    return loading
  }
  // a disabled query (no account yet) shows pending and idle without the library
  const loadIfEnabled = () => {
    if (latest.enabled !== false) void load()
  }

  if (kit._internal.queryRuntime) attach(kit._internal.queryRuntime)
  else loadIfEnabled()
  onMount($result, () => {
    mounted = true
    if (observation) follow(observation)
    return () => {
      mounted = false
      stopFollowing?.()
      stopFollowing = undefined
    }
  })
  return {
    $result,
    setOptions(next) {
      latest = next
      // without listeners the observer does not report, so the store is brought up to date here
      if (observation) {
        observation.setOptions(next)
        $result.set(observation.optimistic())
      } else {
        loadIfEnabled()
        $result.set(pendingQueryResult<TData, TError>(next, loadError))
      }
    },
    async refetch() {
      const current = observation ?? (await load())
      return current ? current.refetch() : $result.get()
    },
    peek: (next) =>
      observation
        ? observation.optimistic(next)
        : pendingQueryResult<TData, TError>(next, loadError),
  }
}
