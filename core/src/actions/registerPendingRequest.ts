import type { Kit } from '../kit/types.js'
import type { PendingRequest } from '../stores/createPendingRequests.js'

export type RegisterPendingRequestParameters = PendingRequest
/** removes the entry; call it once the request settles */
export type RegisterPendingRequestReturnType = () => void

/**
 * Docs: /core/actions/registerPendingRequest. Registers a request waiting on the embedded
 * wallet, so that closing the modal with no transaction pending rejects it.
 */
export function registerPendingRequest(
  kit: Kit,
  request: RegisterPendingRequestParameters,
): RegisterPendingRequestReturnType {
  return kit._internal.pendingRequests.add(request)
}
