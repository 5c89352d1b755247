import { ed25519 } from '@noble/curves/ed25519.js'
import { describe, expect, test } from 'vitest'
import { signSolanaTransaction } from '../../embedded-frame/src/solana/signSolanaTransaction.js'

const secretKey = ed25519.utils.randomSecretKey()
const publicKey = ed25519.getPublicKey(secretKey)
const other = ed25519.getPublicKey(ed25519.utils.randomSecretKey())
const program = new Uint8Array(32).fill(7)
const blockhash = new Uint8Array(32).fill(9)

/** a message with `signers` signers (then the program), one instruction-less body */
function message(signers: readonly Uint8Array[], version?: number): Uint8Array {
  const keys = [...signers, program]
  return Uint8Array.from([
    ...(version === undefined ? [] : [0x80 | version]),
    signers.length,
    0,
    1,
    keys.length,
    ...keys.flatMap((key) => [...key]),
    ...blockhash,
    0,
    ...(version === undefined ? [] : [0]),
  ])
}

function transaction(body: Uint8Array, signatures: number): Uint8Array {
  return Uint8Array.from([signatures, ...new Uint8Array(64 * signatures), ...body])
}

describe('signSolanaTransaction', () => {
  test('default: a legacy transaction gets its signature in the signer slot', () => {
    const body = message([publicKey])
    const { signed, signature } = signSolanaTransaction(transaction(body, 1), secretKey, publicKey)
    expect(signed.subarray(1, 65)).toEqual(signature)
    expect(ed25519.verify(signature, body, publicKey)).toBe(true)
  })

  test('behavior: a v0 transaction with two signers fills only this key’s slot', () => {
    const body = message([other, publicKey], 0)
    const { signed, signature } = signSolanaTransaction(transaction(body, 2), secretKey, publicKey)
    expect(signed.subarray(1, 65)).toEqual(new Uint8Array(64))
    expect(signed.subarray(65, 129)).toEqual(signature)
    expect(ed25519.verify(signature, body, publicKey)).toBe(true)
  })

  test('behavior: a transaction that does not ask for this key, or a broken one, is refused', () => {
    expect(() =>
      signSolanaTransaction(transaction(message([other]), 1), secretKey, publicKey),
    ).toThrowErrorMatchingInlineSnapshot(
      `[FrameRequestError: The transaction does not ask for this wallet’s signature]`,
    )
    expect(() =>
      signSolanaTransaction(Uint8Array.from([2, 1, 2, 3]), secretKey, publicKey),
    ).toThrowErrorMatchingInlineSnapshot(`[FrameRequestError: The transaction is malformed]`)
  })
})
