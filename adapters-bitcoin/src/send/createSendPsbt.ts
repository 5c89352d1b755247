import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { Psbt, Transaction } from 'bitcoinjs-lib'
import type { ParsedBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { EsploraResponseError, UnspendableAccountError } from '../errors.js'
import type { BitcoinNetworkParams } from '../networks/getBitcoinNetwork.js'
import type { SpendType } from './estimateVsize.js'
import type { CoinSelection } from './selectCoins.js'

/** nSequence that signals replace-by-fee (BIP-125) with no relative lock */
export const RBF_SEQUENCE = 0xfffffffd

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/** What the wallet must hand over to spend from `from`: checked here, before any request. */
export type SpendPlan = { type: SpendType; publicKey?: Uint8Array; redeemScript?: Uint8Array }

/**
 * How inputs of `from` are spent. p2sh is taken as p2sh-wrapped p2wpkh, and accepted only
 * when the account's public key hashes to the address; p2tr needs the internal key.
 */
export function getSpendPlan(from: ParsedBitcoinAddress, publicKey?: Uint8Array): SpendPlan {
  switch (from.type) {
    case 'p2wpkh':
    case 'p2pkh':
      return { type: from.type }
    case 'p2tr': {
      const xOnly =
        publicKey?.length === 32
          ? publicKey
          : publicKey?.length === 33
            ? publicKey.slice(1)
            : undefined
      if (!xOnly)
        throw new UnspendableAccountError({
          address: from.address,
          issue: 'a taproot account needs its public key (the internal key)',
        })
      return { type: 'p2tr', publicKey: xOnly }
    }
    case 'p2sh': {
      if (publicKey?.length !== 33)
        throw new UnspendableAccountError({
          address: from.address,
          issue: 'a p2sh account needs its compressed public key',
        })
      const redeemScript = Uint8Array.from([0x00, 0x14, ...hash160(publicKey)])
      if (!equalBytes(hash160(redeemScript), from.hash))
        throw new UnspendableAccountError({
          address: from.address,
          issue: 'only p2sh-wrapped p2wpkh of the account key can be spent',
        })
      return { type: 'p2sh-p2wpkh', publicKey, redeemScript }
    }
    default:
      throw new UnspendableAccountError({
        address: from.address,
        issue: `spending from ${from.type} is not supported`,
      })
  }
}

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
