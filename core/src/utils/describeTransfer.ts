import type { TransactionTransfer } from '../types/transaction.js'
import { formatBalance } from './formatBalance.js'
import { isDecimal } from './parseDecimal.js'

export type TransferDescription = {
  kind: 'fungible' | 'nft'
  /** the token symbol, or the NFT's name */
  label: string | undefined
  /** the token icon, or the NFT preview */
  imageUrl: string | undefined
  /** the quantity with 3 decimals, cut; undefined when the service sent no number */
  amount: string | undefined
  direction: TransactionTransfer['direction']
}

/**
 * Docs: /core/utils/describeTransfer. What an activity row shows of one transfer:
 * a token's symbol, icon and amount, or an NFT's name and preview.
 */
export function describeTransfer(transfer: TransactionTransfer): TransferDescription {
  const nft = transfer.nft_info
  const numeric = transfer.quantity.numeric
  return {
    kind: nft ? 'nft' : 'fungible',
    label: nft ? nft.name : transfer.fungible_info?.symbol,
    imageUrl: nft ? nft.content?.preview?.url : transfer.fungible_info?.icon?.url,
    amount: isDecimal(numeric) ? formatBalance(numeric) : undefined,
    direction: transfer.direction,
  }
}
