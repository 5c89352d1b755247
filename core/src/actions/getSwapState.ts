import type { ReadableAtom } from 'nanostores'
import { getSwapStore } from '../features/featureStores.js'
import type { SwapState } from '../features/swap/createSwapStore.js'
import type { Kit } from '../kit/types.js'

/** Docs: /core/actions/getSwapState. The swap form's store, made on first use. */
export function getSwapState(kit: Kit): ReadableAtom<SwapState> {
  return getSwapStore(kit).$swap
}
