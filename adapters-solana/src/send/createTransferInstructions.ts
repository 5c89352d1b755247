import {
  type Connection,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js'
import { InvalidSendParametersError } from '@walletport/core'
import { createAssociatedTokenAccountIdempotentInstruction } from '../spl/createAssociatedTokenAccountIdempotentInstruction.js'
import {
  assertTransferUnits,
  createTransferCheckedInstruction,
} from '../spl/createTransferCheckedInstruction.js'
import { getAssociatedTokenAddress } from '../spl/getAssociatedTokenAddress.js'
import { TOKEN_PROGRAM_ADDRESSES } from '../spl/tokenPrograms.js'

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
  // checked before any request: the instructions hold a u64 amount and u8 decimals
  const decimals = token ? token.decimals : 9
  assertTransferUnits(amount, decimals)
  if (!token) return [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount })]

  const mintAccount = await connection.getAccountInfo(token.mint)
  const program = TOKEN_PROGRAM_ADDRESSES.find((id) => mintAccount?.owner.toBase58() === id)
  if (!program)
    throw new InvalidSendParametersError({
      metaMessages: [`${token.mint.toBase58()} is not a token mint`],
    })
  const programId = new PublicKey(program)

  const { mint } = token
  const source = getAssociatedTokenAddress({ mint, owner: from, programId })
  // the receiver may be a program-derived address, which is off the curve
  const destination = getAssociatedTokenAddress({ mint, owner: to, programId })
  const instructions: TransactionInstruction[] = []
  if (!(await connection.getAccountInfo(destination)))
    instructions.push(
      createAssociatedTokenAccountIdempotentInstruction({
        payer: from,
        associatedToken: destination,
        owner: to,
        mint,
        programId,
      }),
    )
  instructions.push(
    createTransferCheckedInstruction({
      source,
      mint,
      destination,
      owner: from,
      amount,
      decimals: token.decimals,
      programId,
    }),
  )
  return instructions
}
