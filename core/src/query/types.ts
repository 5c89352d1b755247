/** Whether a query has data. */
export type QueryStatus = 'pending' | 'success' | 'error'
/** Whether it is reading now; `paused` while offline, until the network is back. */
export type FetchStatus = 'idle' | 'fetching' | 'paused'
/** A write's progress. */
export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

/** One query's state, as a store value or a hook's result. */
export type QueryResult<TData, TError = Error> = {
  data: TData | undefined
  error: TError | null
  status: QueryStatus
  fetchStatus: FetchStatus
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  isFetching: boolean
  /** a fetch waits for the network to come back */
  isPaused: boolean
  /** failed attempts of the current fetch (retries included) */
  failureCount: number
  /** when the data was read (ms since the epoch); 0 before */
  dataUpdatedAt: number
}

/** One mutation's state, as a store value or a hook's result. */
export type MutationResult<TData, TError, TVariables> = {
  data: TData | undefined
  error: TError | null
  status: MutationStatus
  /** what the last call was given */
  variables: TVariables | undefined
  isIdle: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
}

/** What a query factory gives createQuery and the hooks: a key, a reader and whether to read. */
export type KitQueryOptions<TData> = {
  queryKey: readonly unknown[]
  queryFn(context: { signal: AbortSignal }): Promise<TData>
  /** false while something the read needs (an account, a hash) is missing */
  enabled?: boolean
  /** ms a result counts as fresh; 0 by default */
  staleTime?: number
  /** overrides the default retry (3, exponential from 1 s) for this query */
  retry?: boolean | number
}

/** What a mutation factory gives createMutation and the hooks. */
export type KitMutationOptions<TData, TVariables> = {
  mutationKey: readonly unknown[]
  mutationFn(variables: TVariables): Promise<TData>
  /** runs after a success, before the result is shown (cache invalidation) */
  onSuccess?(data: TData, variables: TVariables): unknown
}
