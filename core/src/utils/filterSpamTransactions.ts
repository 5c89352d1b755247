import type { TransactionRecord } from '../types/transaction.js'
import { isSpamTransaction } from './isSpamTransaction.js'

/** Docs: /core/utils/filterSpamTransactions. Drops the transactions whose every transfer is spam. */
export function filterSpamTransactions<TRecord extends TransactionRecord>(
  transactions: readonly TRecord[],
): TRecord[] {
  return transactions.filter((transaction) => !isSpamTransaction(transaction))
}
