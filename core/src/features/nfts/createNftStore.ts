import type { ReadableAtom } from 'nanostores'
import { createRecordStore } from '../../stores/createRecordStore.js'
import type { Nft } from '../../types/nft.js'

/** The NFTs tab's list: loading, then the account's NFTs, or failed with none. */
export type NftsState = Readonly<{
  nfts: readonly Nft[]
  loading: boolean
  /** the last read failed; `nfts` is empty */
  failed: boolean
  /** the account and network (`networkId:address`) the list is of; undefined before a read */
  key: string | undefined
}>

export type NftStore = {
  $nfts: ReadableAtom<NftsState>
  update(patch: Partial<NftsState>): void
  reset(): void
}

/** The NFT list of one kit, made on first use. */
export function createNftStore(): NftStore {
  const { $store, update, reset } = createRecordStore<NftsState>({
    nfts: [],
    loading: false,
    failed: false,
    key: undefined,
  })
  return { $nfts: $store, update, reset }
}
