import { Psbt, type Transaction } from 'bitcoinjs-lib'
import { InvalidWalletResponseError, PsbtMismatchError, PsbtNotSignedError } from '../errors.js'
import type { BitcoinNetworkParams } from '../networks/getBitcoinNetwork.js'

const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/** Throws PsbtMismatchError when `signed` spends or pays anything other than `sent`. */
export function assertSameTransaction(sent: Psbt, signed: Psbt): void {
  const mismatch = (issue: string) => new PsbtMismatchError({ issue })
  if (signed.version !== sent.version) throw mismatch('version changed')
  if (signed.locktime !== sent.locktime) throw mismatch('locktime changed')
  const [a, b] = [sent.txInputs, signed.txInputs]
  if (a.length !== b.length) throw mismatch('input count changed')
  a.forEach((input, i) => {
    const other = b[i]!
    if (!equalBytes(input.hash, other.hash) || input.index !== other.index)
      throw mismatch(`input ${i} spends another output`)
    if (input.sequence !== other.sequence) throw mismatch(`input ${i} sequence changed`)
    const ours = sent.data.inputs[i]?.witnessUtxo
    const theirs = signed.data.inputs[i]?.witnessUtxo
    if (ours && theirs && (ours.value !== theirs.value || !equalBytes(ours.script, theirs.script)))
      throw mismatch(`input ${i} claims another previous output`)
  })
  const [x, y] = [sent.txOutputs, signed.txOutputs]
  if (x.length !== y.length) throw mismatch('output count changed')
  x.forEach((output, i) => {
    const other = y[i]!
    if (output.value !== other.value || !equalBytes(output.script, other.script))
      throw mismatch(`output ${i} changed`)
  })
}

/** A one-item witness stack: a taproot key-path spend is just its signature. */
function keyPathWitness(signature: Uint8Array): Uint8Array {
  return Uint8Array.from([1, signature.length, ...signature])
}

/**
 * Docs: /adapters-bitcoin/finalizeSignedPsbt. Parses the wallet's PSBT, checks it is the
 * transaction that was sent for signing, finalises the inputs the wallet left open and
 * extracts the network transaction. Taproot key-path inputs are finalised here, without an
 * ECC library; the others through bitcoinjs-lib.
 */
export function finalizeSignedPsbt({
  sent,
  signed,
  params,
  wallet,
}: {
  sent: Psbt
  signed: Uint8Array
  params: BitcoinNetworkParams
  wallet: string
}): Transaction {
  let psbt: Psbt
  try {
    psbt = Psbt.fromBuffer(signed, { network: params.bitcoinjs })
  } catch (cause) {
    throw new InvalidWalletResponseError({ wallet, issue: 'the signed PSBT does not parse', cause })
  }
  assertSameTransaction(sent, psbt)
  psbt.data.inputs.forEach((input, i) => {
    if (input.finalScriptSig || input.finalScriptWitness) return
    try {
      if (input.tapInternalKey || input.tapKeySig) {
        const signature = input.tapKeySig
        if (!signature || (signature.length !== 64 && signature.length !== 65))
          throw new Error('no key-path signature')
        psbt.data.updateInput(i, { finalScriptWitness: keyPathWitness(signature) })
        psbt.data.clearFinalizedInput(i)
      } else {
        psbt.finalizeInput(i)
      }
    } catch (cause) {
      throw new PsbtNotSignedError({ inputIndex: i, cause })
    }
  })
  try {
    return psbt.extractTransaction()
  } catch (cause) {
    throw new InvalidWalletResponseError({
      wallet,
      issue: 'no transaction could be extracted from the signed PSBT',
      cause,
    })
  }
}
