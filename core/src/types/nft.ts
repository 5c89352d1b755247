import type { CaipNetworkId } from './caip.js'

/** An NFT the account holds, as the NFTs tab lists it. */
export type Nft = {
  /** stable within the list: the source's id, or the name and image it is known by */
  id: string
  name: string
  /** a preview image URL; the tab shows a fallback when it fails or is slow */
  imageUrl?: string | undefined
  /** the collection's name, when the source knows it */
  collection?: string | undefined
  network: CaipNetworkId
  /** flagged as spam by the source: the list leaves it out */
  isSpam?: boolean | undefined
}
