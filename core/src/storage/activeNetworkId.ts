import type { CaipNetworkId } from '../types/caip.js'
import type { KitStorage } from '../types/storage.js'
import { isCaipNetworkId } from '../utils/parseCaipNetworkId.js'
import { ACTIVE_NETWORK_ID_KEY } from './keys.js'
import { stringCheck } from './stringChecks.js'

/** The stored CAIP-2 id of the active network, if it is well formed. */
export function getActiveNetworkId(storage: KitStorage): CaipNetworkId | undefined {
  const id = storage.get(ACTIVE_NETWORK_ID_KEY, stringCheck())
  return isCaipNetworkId(id) ? id : undefined
}

export function setActiveNetworkId(storage: KitStorage, networkId: CaipNetworkId): void {
  storage.set(ACTIVE_NETWORK_ID_KEY, networkId)
}
