import type { BitcoinAddressType } from '../address/parseBitcoinAddress.js'

/** How an input is spent: the address type, with p2sh meaning p2sh-wrapped p2wpkh. */
export type SpendType = 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh' | 'p2tr'

// weights in weight units, with the largest signatures (72-byte DER with sighash byte,
// 65-byte schnorr), so an estimate is never below the real size and the fee rate is kept
const INPUT_WEIGHT: Record<SpendType, number> = {
  // (36 outpoint + 4 sequence + 1 + 107 scriptSig) * 4
  p2pkh: 592,
  // (36 + 4 + 1 + 23 scriptSig) * 4 + 108 witness
  'p2sh-p2wpkh': 364,
  // (36 + 4 + 1) * 4 + (1 count + 73 sig + 34 pubkey) witness
  p2wpkh: 272,
  // (36 + 4 + 1) * 4 + (1 count + 66 sig) witness
  p2tr: 231,
}

// bytes: 8 value + 1 script length + script
const OUTPUT_SIZE: Record<BitcoinAddressType, number> = {
  p2pkh: 34,
  p2sh: 32,
  p2wpkh: 31,
  p2wsh: 43,
  p2tr: 43,
}

/** Bitcoin Core's dust limits at its default dust relay fee (3 sat/vB). */
export const DUST_LIMIT: Record<BitcoinAddressType, bigint> = {
  p2pkh: 546n,
  p2sh: 540n,
  p2wpkh: 294n,
  p2wsh: 330n,
  p2tr: 330n,
}

const varintSize = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5)

/** Virtual size (vB) of a transaction with these inputs and outputs, rounded up. */
export function estimateVsize(
  inputs: readonly SpendType[],
  outputs: readonly BitcoinAddressType[],
): number {
  const segwit = inputs.some((type) => type !== 'p2pkh')
  let weight = 4 * (4 + 4 + varintSize(inputs.length) + varintSize(outputs.length))
  // marker and flag, and an empty witness for each legacy input of a segwit transaction
  if (segwit) weight += 2 + inputs.filter((type) => type === 'p2pkh').length
  for (const type of inputs) weight += INPUT_WEIGHT[type]
  for (const type of outputs) weight += 4 * OUTPUT_SIZE[type]
  return Math.ceil(weight / 4)
}

/** Virtual size one more input of `type` adds. */
export const inputVsize = (type: SpendType) => INPUT_WEIGHT[type] / 4

/**
 * estimateVsize for `count` inputs all of `type`, in constant time: coin selection asks once
 * per input it adds, and a list of thousands of outputs must not cost the square of it.
 */
export function estimateUniformVsize(
  type: SpendType,
  count: number,
  outputs: readonly BitcoinAddressType[],
): number {
  let weight = 4 * (4 + 4 + varintSize(count) + varintSize(outputs.length))
  // all inputs share one type, so a segwit transaction here has no legacy input to pad
  if (count > 0 && type !== 'p2pkh') weight += 2
  weight += count * INPUT_WEIGHT[type]
  for (const output of outputs) weight += 4 * OUTPUT_SIZE[output]
  return Math.ceil(weight / 4)
}
