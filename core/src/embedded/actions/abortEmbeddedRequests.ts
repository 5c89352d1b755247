import type { Kit } from '../../kit/types.js'

/**
 * Docs: /core/embedded/abortEmbeddedRequests. Rejects the unsafe requests waiting on the
 * frame with 'Request was aborted' and tells the frame (RPC_ABORT).
 */
export function abortEmbeddedRequests(kit: Kit): void {
  kit._internal.embedded
    ?.load()
    .then((host) => host.abort())
    .catch((error: unknown) => kit.log.warn('embedded: cannot abort', error))
}
