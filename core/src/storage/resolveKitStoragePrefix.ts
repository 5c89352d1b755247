import type { ResolvedKitOptions } from '../kit/kitOptions.js'
import type { Logger } from '../types/logger.js'
import type { StorageDriver } from '../types/storage.js'
import { resolveStoragePrefix } from './resolveStoragePrefix.js'

/**
 * The storage prefix of a kit: its `storageKey`, or one derived from what tells kits apart
 * (project id, app name and url, networks), so two kits on a page keep their own keys.
 */
export function resolveKitStoragePrefix(
  options: Pick<ResolvedKitOptions, 'storageKey' | 'projectId' | 'metadata' | 'networks'>,
  driver: StorageDriver,
  log: Logger,
): string {
  return resolveStoragePrefix({
    driver,
    log,
    storageKey: options.storageKey,
    scope: [
      options.projectId,
      options.metadata?.name,
      options.metadata?.url,
      ...options.networks.map((n) => n.caipNetworkId).sort(),
    ],
  })
}
