import type { ProviderRpcErrorType } from '../errors/ProviderRpcError.js'
import type { Kit } from '../kit/types.js'
import type { PendingRequest } from '../stores/createPendingRequests.js'

export type RegisterPendingRequestParameters = PendingRequest
/** removes the entry; call it once the request settles */
export type RegisterPendingRequestReturnType = () => void
/** code -32005 (limit exceeded) when 99 requests already wait */
export type RegisterPendingRequestErrorType = ProviderRpcErrorType

/**
 * Docs: /core/actions/registerPendingRequest. Registers a request waiting on the embedded
 * wallet, so that closing the modal with no transaction pending rejects it. At most 99 wait
 * at once: the 100th is refused.
 */
export function registerPendingRequest(
  kit: Kit,
  request: RegisterPendingRequestParameters,
): RegisterPendingRequestReturnType {
  return kit._internal.pendingRequests.add(request)
}
