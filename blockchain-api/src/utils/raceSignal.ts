import { RequestAbortedError } from '../errors/request.js'

/** Settles with `promise`, or rejects with RequestAbortedError as soon as `signal` aborts. */
export function raceSignal<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  endpoint: string,
): Promise<T> {
  if (!signal) return promise
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new RequestAbortedError({ endpoint, cause: signal.reason }))
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
