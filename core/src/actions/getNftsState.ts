import type { ReadableAtom } from 'nanostores'
import { getNftStore } from '../features/featureStores.js'
import type { NftsState } from '../features/nfts/createNftStore.js'
import type { Kit } from '../kit/types.js'

/** Docs: /core/actions/getNftsState. The NFT list's store (see fetchNfts), made on first use. */
export function getNftsState(kit: Kit): ReadableAtom<NftsState> {
  return getNftStore(kit).$nfts
}
