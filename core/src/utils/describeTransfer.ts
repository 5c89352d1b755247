import type { TransactionTransfer } from '../types/transaction.js'
import { formatBalance } from './formatBalance.js'
import { formatDecimal } from './formatDecimal.js'
import { isDecimal } from './parseDecimal.js'

export type TransferDescription = {
  kind: 'fungible' | 'nft'
  /** the token symbol, or the NFT's name */
  label: string | undefined
  /** the token icon, or the NFT preview */
  imageUrl: string | undefined
  /**
   * a token's quantity with 3 decimals, cut; an NFT's count as a whole number; undefined when
   * the service sent no number
   */
  amount: string | undefined
  /**
   * a token quantity that is not zero but under what 3 decimals show (0.001): `amount` reads
   * 0.000, so a row says "less than 0.001" rather than suggest nothing moved
   */
  belowShown: boolean
  direction: TransactionTransfer['direction']
}

/**
 * Docs: /core/utils/describeTransfer. What an activity row shows of one transfer:
 * a token's symbol, icon and amount, or an NFT's name, preview and count.
 */
export function describeTransfer(transfer: TransactionTransfer): TransferDescription {
  const nft = transfer.nft_info
  const numeric = transfer.quantity.numeric
  const amount = !isDecimal(numeric)
    ? undefined
    : nft
      ? formatDecimal(numeric, { decimals: 0, rounding: 'trunc' })
      : formatBalance(numeric)
  return {
    kind: nft ? 'nft' : 'fungible',
    label: nft ? nft.name : transfer.fungible_info?.symbol,
    imageUrl: nft ? nft.content?.preview?.url : transfer.fungible_info?.icon?.url,
    amount,
    belowShown: !nft && amount !== undefined && isBelowShown(amount, numeric),
    direction: transfer.direction,
  }
}

/** the cut amount reads zero (never signed) while the quantity itself has a digit other than 0 */
function isBelowShown(amount: string, numeric: string): boolean {
  return amount === '0.000' && /[1-9]/.test(numeric)
}
