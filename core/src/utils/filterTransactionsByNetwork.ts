import type { Network } from '../types/network.js'
import type { TransactionRecord } from '../types/transaction.js'

/**
 * Docs: /core/utils/filterTransactionsByNetwork. Keeps the transactions of the active
 * network, matched by its CAIP-2 id or its deprecated one (older Solana ids).
 */
export function filterTransactionsByNetwork<TRecord extends TransactionRecord>(
  transactions: readonly TRecord[],
  network: Pick<Network, 'caipNetworkId' | 'deprecatedCaipNetworkId'>,
): TRecord[] {
  return transactions.filter(
    ({ metadata }) =>
      metadata.chain === network.caipNetworkId ||
      (network.deprecatedCaipNetworkId !== undefined &&
        metadata.chain === network.deprecatedCaipNetworkId),
  )
}
