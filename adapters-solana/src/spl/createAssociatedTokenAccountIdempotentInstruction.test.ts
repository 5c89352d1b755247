import * as spl from '@solana/spl-token'
import { Keypair, PublicKey } from '@solana/web3.js'
import { expect, test } from 'vitest'
import { createAssociatedTokenAccountIdempotentInstruction } from './createAssociatedTokenAccountIdempotentInstruction.js'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESSES } from './tokenPrograms.js'

test('default: the same instruction as @solana/spl-token, for both token programs', () => {
  expect(ASSOCIATED_TOKEN_PROGRAM_ADDRESS).toBe(spl.ASSOCIATED_TOKEN_PROGRAM_ID.toBase58())
  expect(TOKEN_PROGRAM_ADDRESSES).toEqual([
    spl.TOKEN_PROGRAM_ID.toBase58(),
    spl.TOKEN_2022_PROGRAM_ID.toBase58(),
  ])
  for (const program of TOKEN_PROGRAM_ADDRESSES) {
    const programId = new PublicKey(program)
    const [payer, associatedToken, owner, mint] = Array.from(
      { length: 4 },
      () => Keypair.generate().publicKey,
    ) as [PublicKey, PublicKey, PublicKey, PublicKey]
    const ours = createAssociatedTokenAccountIdempotentInstruction({
      payer,
      associatedToken,
      owner,
      mint,
      programId,
    })
    const reference = spl.createAssociatedTokenAccountIdempotentInstruction(
      payer,
      associatedToken,
      owner,
      mint,
      programId,
    )
    expect(ours.programId.equals(reference.programId)).toBe(true)
    expect(ours.keys).toEqual(reference.keys)
    expect([...ours.data]).toEqual([...reference.data])
  }
})
