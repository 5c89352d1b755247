import { type PublicKey, TransactionInstruction } from '@solana/web3.js'
import { InvalidUnitsError } from '../errors.js'
import { toInstructionData } from './toInstructionData.js'

// the token program's instruction index of TransferChecked (the same in Token-2022)
const TRANSFER_CHECKED = 12
export const U64_MAX = 2n ** 64n - 1n

/** Throws InvalidUnitsError unless `amount` fits a u64 and `decimals` a u8, as a transfer holds them. */
export function assertTransferUnits(amount: unknown, decimals: number): asserts amount is bigint {
  if (
    typeof amount !== 'bigint' ||
    amount < 0n ||
    amount > U64_MAX ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 255
  )
    throw new InvalidUnitsError({ value: amount, decimals })
}

export type CreateTransferCheckedInstructionParameters = {
  source: PublicKey
  mint: PublicKey
  destination: PublicKey
  /** the source account's owner, who signs */
  owner: PublicKey
  /** in the token's base units */
  amount: bigint
  /** the mint's decimals: the program refuses the transfer when they differ */
  decimals: number
  /** Token or Token-2022 */
  programId: PublicKey
}

/**
 * The token program's TransferChecked: `amount` base units from `source` to `destination`,
 * signed by `owner`. Data: the instruction index, the amount (u64, little-endian), decimals (u8).
 */
export function createTransferCheckedInstruction({
  source,
  mint,
  destination,
  owner,
  amount,
  decimals,
  programId,
}: CreateTransferCheckedInstructionParameters): TransactionInstruction {
  // a DataView would wrap an amount past u64 silently (or throw a RangeError on a negative one)
  assertTransferUnits(amount, decimals)
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  view.setUint8(0, TRANSFER_CHECKED)
  view.setBigUint64(1, amount, true)
  view.setUint8(9, decimals)
  return new TransactionInstruction({
    programId,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: toInstructionData(data),
  })
}
