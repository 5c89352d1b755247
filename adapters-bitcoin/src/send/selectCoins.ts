import type { BitcoinAddressType } from '../address/parseBitcoinAddress.js'
import { AmountBelowDustError, FeeRateTooHighError, InsufficientFundsError } from '../errors.js'
import type { Utxo } from '../esplora/parseEsplora.js'
import { DUST_LIMIT, estimateUniformVsize, inputVsize, type SpendType } from './estimateVsize.js'

export type SelectCoinsParameters = {
  utxos: readonly Utxo[]
  /** satoshis to the recipient */
  amount: bigint
  /** sat/vB */
  feeRate: number
  inputType: SpendType
  recipientType: BitcoinAddressType
  changeType: BitcoinAddressType
}

export type CoinSelection = {
  inputs: readonly Utxo[]
  /** satoshis to miners: the estimated size times the rate, plus any change too small to keep */
  fee: bigint
  /** satoshis back to the sender; 0 when there is no change output */
  change: bigint
  /** estimated virtual size of the signed transaction */
  vsize: number
}

/** satoshis for `vsize` at `feeRate`; a rate whose fee is no whole number is refused */
function feeFor(vsize: number, feeRate: number): bigint {
  const fee = Math.ceil(vsize * feeRate)
  // NaN, Infinity or a product past 2^53 would reach BigInt() or lose satoshis
  if (!Number.isSafeInteger(fee) || fee < 0)
    throw new FeeRateTooHighError({ feeRate, maxFeeRate: Number.POSITIVE_INFINITY })
  return BigInt(fee)
}

/**
 * Docs: /adapters-bitcoin/selectCoins. Largest-first selection, confirmed outputs before
 * unconfirmed ones, skipping outputs worth less than the fee to spend them. Adds a change
 * output when what is left after the fee is at least the dust limit; otherwise the rest
 * goes to the fee.
 */
export function selectCoins({
  utxos,
  amount,
  feeRate,
  inputType,
  recipientType,
  changeType,
}: SelectCoinsParameters): CoinSelection {
  if (amount < DUST_LIMIT[recipientType])
    throw new AmountBelowDustError({ amount, dust: DUST_LIMIT[recipientType] })
  const spendCost = feeFor(inputVsize(inputType), feeRate)
  const candidates = utxos
    .filter((utxo) => utxo.value > spendCost)
    .sort(
      (a, b) =>
        Number(b.confirmed) - Number(a.confirmed) ||
        (a.value === b.value ? 0 : a.value > b.value ? -1 : 1) ||
        (a.txid === b.txid ? a.vout - b.vout : a.txid < b.txid ? -1 : 1),
    )
  const inputs: Utxo[] = []
  let total = 0n
  for (const utxo of candidates) {
    inputs.push(utxo)
    total += utxo.value
    const withChange = estimateUniformVsize(inputType, inputs.length, [recipientType, changeType])
    const change = total - amount - feeFor(withChange, feeRate)
    if (change >= DUST_LIMIT[changeType])
      return { inputs, fee: feeFor(withChange, feeRate), change, vsize: withChange }
    const withoutChange = estimateUniformVsize(inputType, inputs.length, [recipientType])
    if (total >= amount + feeFor(withoutChange, feeRate))
      return { inputs, fee: total - amount, change: 0n, vsize: withoutChange }
  }
  const available = candidates.reduce((sum, utxo) => sum + utxo.value, 0n)
  const vsize = estimateUniformVsize(inputType, Math.max(candidates.length, 1), [recipientType])
  throw new InsufficientFundsError({ required: amount + feeFor(vsize, feeRate), available })
}
