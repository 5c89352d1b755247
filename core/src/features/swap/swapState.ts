import type { ReadableAtom } from 'nanostores'
import type { Kit } from '../../kit/types.js'
import { readerOf, watcherOf } from '../../stores/watchParameters.js'
import { ensureSwapStore } from '../featureStores.js'
import type { SwapState } from './createSwapStore.js'

/** Docs: /core/actions/getSwapState. The swap form and the service's quote for it; made on first use, the same store on every call. */
export function $swapState(kit: Kit): ReadableAtom<SwapState> {
  return ensureSwapStore(kit).$swap
}

/** Docs: /core/actions/getSwapState. The swap form and the service's quote for it now (see `$swapState`). */
export const getSwapState = /* @__PURE__ */ readerOf($swapState)

/** Docs: /core/actions/getSwapState. Calls `onChange` when it changes; returns the unsubscribe. */
export const watchSwapState = /* @__PURE__ */ watcherOf($swapState)
