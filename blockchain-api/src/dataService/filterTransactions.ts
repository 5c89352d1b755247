import type { Transaction } from './TransactionSchema.js'

/**
 * The transactions to show: those on `caipNetworkId`, without those whose
 * every transfer is flagged spam. A transaction with no transfers is not spam.
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  caipNetworkId: string,
): Transaction[] {
  return transactions.filter(
    (transaction) =>
      transaction.metadata.chain === caipNetworkId &&
      !(
        transaction.transfers.length > 0 &&
        transaction.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
      ),
  )
}
