import * as spl from '@solana/spl-token'
import { Keypair, PublicKey } from '@solana/web3.js'
import { expect, test } from 'vitest'
import { InvalidUnitsError } from '../errors.js'
import { createTransferCheckedInstruction } from './createTransferCheckedInstruction.js'
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from './tokenPrograms.js'

const key = () => Keypair.generate().publicKey

test('default: the same instruction as @solana/spl-token, for both token programs', () => {
  for (const program of [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]) {
    const programId = new PublicKey(program)
    const [source, mint, destination, owner] = [key(), key(), key(), key()]
    for (const [amount, decimals] of [
      [1n, 0],
      [12_500_000n, 6],
      [2n ** 64n - 1n, 255],
    ] as const) {
      const ours = createTransferCheckedInstruction({
        source,
        mint,
        destination,
        owner,
        amount,
        decimals,
        programId,
      })
      const reference = spl.createTransferCheckedInstruction(
        source,
        mint,
        destination,
        owner,
        amount,
        decimals,
        [],
        programId,
      )
      expect(ours.programId.equals(programId)).toBe(true)
      expect(ours.keys).toEqual(reference.keys)
      expect([...ours.data]).toEqual([...reference.data])
      // the program reads it back as spl-token writes it
      expect(spl.decodeTransferCheckedInstruction(ours, programId).data).toEqual({
        instruction: spl.TokenInstruction.TransferChecked,
        amount,
        decimals,
      })
    }
  }
})

test('behavior: an amount or decimals the program cannot hold is an error, not a wrap', () => {
  const p = {
    source: key(),
    mint: key(),
    destination: key(),
    owner: key(),
    programId: new PublicKey(TOKEN_PROGRAM_ADDRESS),
  }
  expect(() => createTransferCheckedInstruction({ ...p, amount: 2n ** 64n, decimals: 6 })).toThrow(
    InvalidUnitsError,
  )
  expect(() => createTransferCheckedInstruction({ ...p, amount: -1n, decimals: 6 })).toThrow(
    InvalidUnitsError,
  )
  expect(() => createTransferCheckedInstruction({ ...p, amount: 1n, decimals: 256 })).toThrow(
    InvalidUnitsError,
  )
})
