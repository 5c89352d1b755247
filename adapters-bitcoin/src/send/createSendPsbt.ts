import { bytesToHex } from '@noble/hashes/utils.js'
import { Psbt, Transaction } from 'bitcoinjs-lib'
import type { ParsedBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { EsploraResponseError, InvalidAmountError, UnspendableAccountError } from '../errors.js'
import type { BitcoinNetworkParams } from '../networks/getBitcoinNetwork.js'
import type { SpendPlan } from './getSpendPlan.js'
import type { CoinSelection } from './selectCoins.js'

/** nSequence that signals replace-by-fee (BIP-125) with no relative lock */
export const RBF_SEQUENCE = 0xfffffffd
/** 21 million bitcoin in satoshis: no output or input can hold more */
const MAX_MONEY = 2_100_000_000_000_000n
const TXID = /^[0-9a-f]{64}$/

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
  assertBuildable({ from, plan, amount, selection })
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

/**
 * What bitcoinjs-lib would refuse with an untyped throw, refused first with our errors: amounts
 * outside 0 to 21 million bitcoin, outpoints that are not a txid and a 32-bit index, and a
 * spend plan without the key its type needs.
 */
function assertBuildable({
  from,
  plan,
  amount,
  selection,
}: Pick<CreateSendPsbtParameters, 'from' | 'plan' | 'amount' | 'selection'>): void {
  const outOfRange = (value: bigint) => typeof value !== 'bigint' || value < 0n || value > MAX_MONEY
  if (outOfRange(amount) || amount === 0n)
    throw new InvalidAmountError({ value: String(amount).slice(0, 120), decimals: 0 })
  if (outOfRange(selection.change))
    throw new InvalidAmountError({ value: String(selection.change).slice(0, 120), decimals: 0 })
  for (const utxo of selection.inputs) {
    const { txid, vout, value } = utxo
    if (typeof txid !== 'string' || !TXID.test(txid) || !isOutputIndex(vout) || outOfRange(value))
      throw new EsploraResponseError({
        url: `address/${from.address}/utxo`,
        issue: 'an unspent output is not a txid, an index and an amount of satoshis',
      })
  }
  const keyLength = plan.type === 'p2tr' ? 32 : plan.type === 'p2sh-p2wpkh' ? 33 : undefined
  if (
    keyLength !== undefined &&
    (plan.publicKey?.length !== keyLength ||
      (plan.type === 'p2sh-p2wpkh' && plan.redeemScript?.length !== 22))
  )
    throw new UnspendableAccountError({
      address: from.address,
      issue: `a ${plan.type} spend needs its key`,
    })
}

const isOutputIndex = (value: number) =>
  Number.isInteger(value) && value >= 0 && value <= 0xffffffff

function parsePrevious(hex: string): Transaction | undefined {
  try {
    return Transaction.fromHex(hex)
  } catch {
    return undefined
  }
}

/** The txid, as hex, of an outpoint hash as bitcoinjs stores it (little-endian). */
export const txidOf = (hash: Uint8Array) => bytesToHex(Uint8Array.from(hash).reverse())
