import type { DataSource } from '../../types/dataSource.js'
import type { Network } from '../../types/network.js'
import type { Nft } from '../../types/nft.js'
import type { TransactionRecord } from '../../types/transaction.js'
import { filterTransactionsByNetwork } from '../../utils/filterTransactionsByNetwork.js'
import { nftsFromHistory } from './nftsFromHistory.js'

/**
 * History pages read for the NFTs tab at most: the list is of what the recent history shows,
 * and a long history costs one request per page, so it stops here rather than read it all.
 */
export const NFT_HISTORY_PAGES = 5

/** The NFTs the account's recent history on `network` shows it holds. */
export async function readNftsFromHistory(
  source: Required<Pick<DataSource, 'getTransactions'>>,
  p: { address: string; network: Network; signal?: AbortSignal | undefined },
): Promise<Nft[]> {
  const transactions: TransactionRecord[] = []
  let cursor: string | undefined
  for (let page = 0; page < NFT_HISTORY_PAGES; page++) {
    const read = await source.getTransactions({ ...p, cursor })
    transactions.push(...filterTransactionsByNetwork(read.data, p.network))
    // a cursor seen before would loop: a service that repeats itself ends the read
    if (!read.next || read.next === cursor) break
    cursor = read.next
  }
  return nftsFromHistory(transactions, p.network)
}
