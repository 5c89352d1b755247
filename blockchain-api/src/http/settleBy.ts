/**
 * Settles with `promise`, or rejects with the signal's reason as soon as the signal aborts,
 * whichever comes first. A deadline must not depend on the fetch underneath honouring its
 * signal: Node's fetch can lose a signal carried inside a Request, and some polyfills ignore
 * signals altogether, which left calls stalled after the headers pending for ever.
 */
export function settleBy<T>(signal: AbortSignal, promise: Promise<T>): Promise<T> {
  if (signal.aborted) {
    // the loser's rejection is expected and must not surface as unhandled
    promise.catch(() => {})
    return Promise.reject(signal.reason)
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      promise.catch(() => {})
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
