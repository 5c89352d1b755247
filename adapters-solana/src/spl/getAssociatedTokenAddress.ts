import { PublicKey } from '@solana/web3.js'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from './tokenPrograms.js'

export type GetAssociatedTokenAddressParameters = {
  mint: PublicKey
  owner: PublicKey
  /** the token program of the mint: Token or Token-2022 */
  programId: PublicKey
}

/**
 * The owner's associated token account for a mint: the program-derived address of
 * (owner, token program, mint) under the Associated Token Account program. Owners off the
 * curve (program-derived addresses) are allowed: they hold tokens too.
 */
export function getAssociatedTokenAddress({
  mint,
  owner,
  programId,
}: GetAssociatedTokenAddressParameters): PublicKey {
  const [address] = PublicKey.findProgramAddressSync(
    [owner.toBytes(), programId.toBytes(), mint.toBytes()],
    new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ADDRESS),
  )
  return address
}
