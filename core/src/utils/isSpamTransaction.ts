import type { TransactionRecord } from '../types/transaction.js'

/**
 * Docs: /core/utils/isSpamTransaction. True when every transfer is flagged as spam. A
 * transaction without transfers (an approval, a contract call) has nothing flagged, so it is
 * not spam.
 */
export function isSpamTransaction(transaction: TransactionRecord): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((t) => t.nft_info?.flags?.is_spam === true)
}
