export type PendingRequest = {
  /**
   * rejects the request's promise; filled by whoever made the request, which also picks the
   * error (a user rejection, 4001, is what dapps expect from a closed modal)
   */
  reject(): void
  /** a transaction the user is approving: while one is pending, closing rejects nothing */
  transaction?: boolean
}

export type PendingRequests = {
  /** returns the function that removes the entry once the request settles */
  add(request: PendingRequest): () => void
  hasTransaction(): boolean
  /** rejects and forgets every entry */
  rejectAll(): void
}

/** Requests to the embedded wallet that await the user; closing the modal may reject them. */
export function createPendingRequests(): PendingRequests {
  const requests = new Set<PendingRequest>()
  return {
    add(request) {
      requests.add(request)
      return () => void requests.delete(request)
    },
    hasTransaction: () => [...requests].some((request) => request.transaction),
    rejectAll() {
      const all = [...requests]
      requests.clear()
      for (const request of all) request.reject()
    },
  }
}
