import type { ReadableAtom } from 'nanostores'
import type { Kit } from '../kit/types.js'
import type { EmbeddedState } from '../types/embedded.js'
import { createNftStore, type NftStore } from './nfts/createNftStore.js'
import { createOnrampStore, type OnrampStore } from './onramp/createOnrampStore.js'
import { createSwapStore, type SwapStore } from './swap/createSwapStore.js'

/** The account features' state of one kit, each part made by the first action that needs it. */
export type FeatureStores = {
  swap?: SwapStore
  onramp?: OnrampStore
  nfts?: NftStore
  /** the idle embedded-wallet state a kit without the embedded wallet answers */
  idleEmbedded?: ReadableAtom<EmbeddedState>
  /** the account and network (`networkId:address`) the history list belongs to */
  historyKey?: string
}

function features(kit: Kit): FeatureStores {
  kit._internal.features ??= {}
  return kit._internal.features
}

/** The kit's swap form, made on first use and the same object after. */
export function ensureSwapStore(kit: Kit): SwapStore {
  const stores = features(kit)
  stores.swap ??= createSwapStore()
  return stores.swap
}

/** The kit's on-ramp form, made on first use and the same object after. */
export function ensureOnrampStore(kit: Kit): OnrampStore {
  const stores = features(kit)
  stores.onramp ??= createOnrampStore()
  return stores.onramp
}

/** The kit's NFT list, made on first use and the same object after. */
export function ensureNftStore(kit: Kit): NftStore {
  const stores = features(kit)
  stores.nfts ??= createNftStore()
  return stores.nfts
}

/** Where the kit keeps which account the history list is of. */
export function ensureFeatureStores(kit: Kit): FeatureStores {
  return features(kit)
}
