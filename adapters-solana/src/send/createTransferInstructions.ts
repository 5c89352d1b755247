import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  type Connection,
  type PublicKey,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js'

export type CreateTransferInstructionsParameters = {
  connection: Connection
  from: PublicKey
  to: PublicKey
  /** in the smallest unit: lamports, or the token's base units */
  amount: bigint
  token?: { mint: PublicKey; decimals: number }
}

/**
 * The instructions of a SOL transfer, or of an SPL transfer between associated token
 * accounts (Token or Token-2022, read from the mint's owner), creating the receiver's
 * account first when it does not exist. `transferChecked` makes the runtime reject a
 * `decimals` that is not the mint's.
 */
export async function createTransferInstructions({
  connection,
  from,
  to,
  amount,
  token,
}: CreateTransferInstructionsParameters): Promise<TransactionInstruction[]> {
  if (!token) return [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount })]

  const mintAccount = await connection.getAccountInfo(token.mint)
  const programId = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].find((id) =>
    mintAccount?.owner.equals(id),
  )
  if (!programId) throw new Error(`${token.mint.toBase58()} is not a token mint`)

  const source = getAssociatedTokenAddressSync(token.mint, from, true, programId)
  // the receiver may be a program-derived address, which is off the curve
  const destination = getAssociatedTokenAddressSync(token.mint, to, true, programId)
  const instructions: TransactionInstruction[] = []
  if (!(await connection.getAccountInfo(destination))) {
    instructions.push(
      createAssociatedTokenAccountIdempotentInstruction(
        from,
        destination,
        to,
        token.mint,
        programId,
      ),
    )
  }
  instructions.push(
    createTransferCheckedInstruction(
      source,
      token.mint,
      destination,
      from,
      amount,
      token.decimals,
      [],
      programId,
    ),
  )
  return instructions
}
