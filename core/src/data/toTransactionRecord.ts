import type { Transaction } from '@walletport/blockchain-api'
import type { Network } from '../types/network.js'
import type { TransactionRecord, TransactionTransfer } from '../types/transaction.js'

const DIRECTIONS = ['in', 'out', 'self'] as const
type Direction = (typeof DIRECTIONS)[number]
const isDirection = (value: unknown): value is Direction =>
  DIRECTIONS.some((direction) => direction === value)

/**
 * A history entry of the data service as core keeps it. The service's page is already
 * filtered to `network`, so its chain is that network's id; a direction other than in, out
 * or self is dropped rather than guessed.
 */
export function toTransactionRecord(transaction: Transaction, network: Network): TransactionRecord {
  const { metadata } = transaction
  return {
    id: transaction.id,
    metadata: {
      minedAt: metadata.minedAt,
      chain: network.caipNetworkId,
      operationType: metadata.operationType,
      status: metadata.status,
      sentFrom: metadata.sentFrom,
      sentTo: metadata.sentTo,
      ...(metadata.hash === undefined ? {} : { hash: metadata.hash }),
    },
    transfers: transaction.transfers.map(
      (transfer): TransactionTransfer => ({
        ...transfer,
        direction: isDirection(transfer.direction) ? transfer.direction : undefined,
      }),
    ),
  }
}
