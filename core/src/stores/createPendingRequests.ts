import { ProviderRpcError } from '../errors/ProviderRpcError.js'
import { WALLET_ERROR_CODES } from '../errors/walletCodes.js'
import { PENDING_TRANSACTIONS_LIMIT } from '../pageConstants.js'

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
  /**
   * returns the function that removes the entry once the request settles; with
   * PENDING_TRANSACTIONS_LIMIT (99) entries waiting, throws a ProviderRpcError with code
   * -32005 (limit exceeded) and keeps nothing
   */
  add(request: PendingRequest): () => void
  /** how many requests wait on the user */
  count(): number
  hasTransaction(): boolean
  /** rejects and forgets every entry */
  rejectAll(): void
}

/**
 * Requests to the embedded wallet that await the user; closing the modal may reject them.
 * At most PENDING_TRANSACTIONS_LIMIT wait at once.
 */
export function createPendingRequests(): PendingRequests {
  const requests = new Set<PendingRequest>()
  return {
    add(request) {
      // the newest is refused rather than the oldest dropped: the user may be reading the oldest
      if (requests.size >= PENDING_TRANSACTIONS_LIMIT)
        throw new ProviderRpcError({
          code: WALLET_ERROR_CODES.LIMIT_EXCEEDED,
          message: `Too many pending requests: at most ${PENDING_TRANSACTIONS_LIMIT} wait for approval at once`,
        })
      requests.add(request)
      return () => void requests.delete(request)
    },
    count: () => requests.size,
    hasTransaction: () => [...requests].some((request) => request.transaction),
    rejectAll() {
      const all = [...requests]
      requests.clear()
      for (const request of all) request.reject()
    },
  }
}
