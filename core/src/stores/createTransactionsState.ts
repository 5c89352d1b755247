import type { ReadableAtom } from 'nanostores'
import type { TransactionRecord } from '../types/transaction.js'
import { createRecordStore } from './createRecordStore.js'

export type { TransactionRecord }

/** The transaction list: loading, empty, has-next cursor. */
export type TransactionsState = Readonly<{
  transactions: readonly TransactionRecord[]
  loading: boolean
  /** a fetch finished and there is nothing to show */
  empty: boolean
  /** the cursor of the next page; undefined when there is none */
  next: string | undefined
}>

export type TransactionsStore = {
  $transactions: ReadableAtom<TransactionsState>
  start(): void
  /** appends a page */
  succeed(p: { transactions: readonly TransactionRecord[]; next: string | undefined }): void
  /** a failed fetch leaves the list empty, with no cursor */
  fail(): void
  reset(): void
}

/** The account history list. */
export function createTransactionsState(): TransactionsStore {
  const { $store, update, reset } = createRecordStore<TransactionsState>({
    transactions: [],
    loading: false,
    empty: false,
    next: undefined,
  })
  return {
    $transactions: $store,
    start: () => update({ loading: true }),
    succeed({ transactions, next }) {
      const all = [...$store.get().transactions, ...transactions]
      update({ transactions: all, loading: false, empty: !all.length, next })
    },
    fail: () => update({ transactions: [], loading: false, empty: true, next: undefined }),
    reset,
  }
}
