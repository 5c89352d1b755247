import type { Network } from '../../types/network.js'
import type { Nft } from '../../types/nft.js'
import type { TransactionRecord, TransactionTransfer } from '../../types/transaction.js'

// the history knows an NFT only by its name and image (nft_info), so those identify it
const idOf = (info: NonNullable<TransactionTransfer['nft_info']>) =>
  `${info.name ?? ''}|${info.content?.preview?.url ?? ''}`

/**
 * The NFTs a history (newest first, one network) shows the account still holds: each
 * received ('in') and not sent on ('out') since, newest first. Spam-flagged transfers are
 * left out, and so are NFTs without a name. An 'out' older than the pages
 * read finds nothing to take away.
 */
export function nftsFromHistory(
  transactions: readonly TransactionRecord[],
  network: Pick<Network, 'caipNetworkId'>,
): Nft[] {
  const held = new Map<string, { nft: Nft; count: number }>()
  for (const transaction of [...transactions].reverse()) {
    for (const { nft_info: info, direction, quantity } of transaction.transfers) {
      if (!info?.name || info.flags?.is_spam || direction === 'self' || !direction) continue
      const id = idOf(info)
      const amount = Number(quantity.numeric) > 0 ? Number(quantity.numeric) : 1
      const entry = held.get(id)
      if (direction === 'out') {
        if (entry) entry.count -= amount
        continue
      }
      // received again: it moves to the front as the newest
      held.delete(id)
      held.set(id, {
        count: (entry?.count ?? 0) + amount,
        nft: {
          id,
          name: info.name,
          imageUrl: info.content?.preview?.url,
          network: network.caipNetworkId,
        },
      })
    }
  }
  return [...held.values()]
    .filter(({ count }) => count > 0)
    .map(({ nft }) => nft)
    .reverse()
}
