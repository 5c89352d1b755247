import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'
import { toInstructionData } from './toInstructionData.js'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from './tokenPrograms.js'

// the Associated Token Account program's instructions: 0 Create, 1 CreateIdempotent
const CREATE_IDEMPOTENT = 1

export type CreateAssociatedTokenAccountIdempotentInstructionParameters = {
  payer: PublicKey
  /** the account to create, from getAssociatedTokenAddress */
  associatedToken: PublicKey
  owner: PublicKey
  mint: PublicKey
  programId: PublicKey
}

/**
 * Creates the owner's associated token account, paid by `payer`; succeeds without a change
 * when the account already exists, so a race with another sender does not fail the transfer.
 */
export function createAssociatedTokenAccountIdempotentInstruction({
  payer,
  associatedToken,
  owner,
  mint,
  programId,
}: CreateAssociatedTokenAccountIdempotentInstructionParameters): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ADDRESS),
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: associatedToken, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: programId, isSigner: false, isWritable: false },
    ],
    data: toInstructionData(new Uint8Array([CREATE_IDEMPOTENT])),
  })
}
