import { bytesToHex } from '@noble/hashes/utils.js'
import { Psbt, Transaction } from 'bitcoinjs-lib'
import type { ParsedBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { EsploraResponseError } from '../errors.js'
import type { BitcoinNetworkParams } from '../networks/getBitcoinNetwork.js'
import type { SpendPlan } from './getSpendPlan.js'
import type { CoinSelection } from './selectCoins.js'

/** nSequence that signals replace-by-fee (BIP-125) with no relative lock */
export const RBF_SEQUENCE = 0xfffffffd

const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

export type CreateSendPsbtParameters = {
  params: BitcoinNetworkParams
  from: ParsedBitcoinAddress
  plan: SpendPlan
  to: ParsedBitcoinAddress
  amount: bigint
  selection: CoinSelection
  /** full previous transactions by txid, needed for p2pkh inputs */
  previousTransactions?: ReadonlyMap<string, string>
}

/**
 * Docs: /adapters-bitcoin/createSendPsbt. An unsigned version-2 PSBT: the selected inputs
 * (with the UTXO data each type needs for signing), the payment, then the change back to
 * `from` when there is any. Inputs signal replace-by-fee.
 */
export function createSendPsbt({
  params,
  from,
  plan,
  to,
  amount,
  selection,
  previousTransactions,
}: CreateSendPsbtParameters): Psbt {
  const psbt = new Psbt({ network: params.bitcoinjs })
  psbt.setVersion(2)
  for (const utxo of selection.inputs) {
    const base = { hash: utxo.txid, index: utxo.vout, sequence: RBF_SEQUENCE }
    const witnessUtxo = { script: from.script, value: utxo.value }
    if (plan.type === 'p2pkh') {
      const hex = previousTransactions?.get(utxo.txid)
      const previous = hex === undefined ? undefined : parsePrevious(hex)
      const output = previous?.outs[utxo.vout]
      // the API's transaction must be the one the UTXO points at, paying what it claims
      if (
        !previous ||
        previous.getId() !== utxo.txid ||
        !output ||
        output.value !== utxo.value ||
        !equalBytes(output.script, from.script)
      )
        throw new EsploraResponseError({
          url: `tx/${utxo.txid}/hex`,
          issue: 'the previous transaction does not match the UTXO',
        })
      psbt.addInput({ ...base, nonWitnessUtxo: previous.toBuffer() })
    } else if (plan.type === 'p2tr') {
      psbt.addInput({ ...base, witnessUtxo, tapInternalKey: plan.publicKey! })
    } else if (plan.type === 'p2sh-p2wpkh') {
      psbt.addInput({ ...base, witnessUtxo, redeemScript: plan.redeemScript! })
    } else {
      psbt.addInput({ ...base, witnessUtxo })
    }
  }
  psbt.addOutput({ script: to.script, value: amount })
  if (selection.change > 0n) psbt.addOutput({ script: from.script, value: selection.change })
  return psbt
}

function parsePrevious(hex: string): Transaction | undefined {
  try {
    return Transaction.fromHex(hex)
  } catch {
    return undefined
  }
}

/** The txid, as hex, of an outpoint hash as bitcoinjs stores it (little-endian). */
export const txidOf = (hash: Uint8Array) => bytesToHex(Uint8Array.from(hash).reverse())
