import type { ReadableAtom } from 'nanostores'
import type { Kit } from '../../kit/types.js'
import { readerOf, watcherOf } from '../../stores/watchParameters.js'
import { ensureNftStore } from '../featureStores.js'
import type { NftsState } from './createNftStore.js'

/** Docs: /core/actions/getNftsState. The NFTs tab's list (see fetchNfts); made on first use, the same store on every call. */
export function $nftsState(kit: Kit): ReadableAtom<NftsState> {
  return ensureNftStore(kit).$nfts
}

/** Docs: /core/actions/getNftsState. The NFTs tab's list (see fetchNfts) now (see `$nftsState`). */
export const getNftsState = /* @__PURE__ */ readerOf($nftsState)

/** Docs: /core/actions/getNftsState. Calls `onChange` when it changes; returns the unsubscribe. */
export const watchNftsState = /* @__PURE__ */ watcherOf($nftsState)
