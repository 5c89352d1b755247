import type { BitcoinAddressType } from '../address/parseBitcoinAddress.js'
import { AmountBelowDustError, InsufficientFundsError } from '../errors.js'
import type { Utxo } from '../esplora/parseEsplora.js'
import { DUST_LIMIT, estimateVsize, inputVsize, type SpendType } from './estimateVsize.js'

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

const feeFor = (vsize: number, feeRate: number) => BigInt(Math.ceil(vsize * feeRate))

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
    const types = inputs.map(() => inputType)
    const withChange = estimateVsize(types, [recipientType, changeType])
    const change = total - amount - feeFor(withChange, feeRate)
    if (change >= DUST_LIMIT[changeType])
      return { inputs, fee: feeFor(withChange, feeRate), change, vsize: withChange }
    const withoutChange = estimateVsize(types, [recipientType])
    if (total >= amount + feeFor(withoutChange, feeRate))
      return { inputs, fee: total - amount, change: 0n, vsize: withoutChange }
  }
  const available = candidates.reduce((sum, utxo) => sum + utxo.value, 0n)
  const vsize = estimateVsize(candidates.length ? candidates.map(() => inputType) : [inputType], [
    recipientType,
  ])
  throw new InsufficientFundsError({ required: amount + feeFor(vsize, feeRate), available })
}
