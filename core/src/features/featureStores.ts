import type { Kit } from '../kit/types.js'
import { createNftStore, type NftStore } from './nfts/createNftStore.js'
import { createOnrampStore, type OnrampStore } from './onramp/createOnrampStore.js'
import { createSwapStore, type SwapStore } from './swap/createSwapStore.js'

/** The account features' state of one kit, each part made by the first action that needs it. */
export type FeatureStores = {
  swap?: SwapStore
  onramp?: OnrampStore
  nfts?: NftStore
  /** the account and network (`networkId:address`) the history list belongs to */
  historyKey?: string
}

function features(kit: Kit): FeatureStores {
  kit._internal.features ??= {}
  return kit._internal.features
}

/** The kit's swap form, made on first use. */
export function getSwapStore(kit: Kit): SwapStore {
  const stores = features(kit)
  stores.swap ??= createSwapStore()
  return stores.swap
}

/** The kit's on-ramp form, made on first use. */
export function getOnrampStore(kit: Kit): OnrampStore {
  const stores = features(kit)
  stores.onramp ??= createOnrampStore()
  return stores.onramp
}

/** The kit's NFT list, made on first use. */
export function getNftStore(kit: Kit): NftStore {
  const stores = features(kit)
  stores.nfts ??= createNftStore()
  return stores.nfts
}

/** Where the kit keeps which account the history list is of. */
export function getFeatureStores(kit: Kit): FeatureStores {
  return features(kit)
}
