import * as spl from '@solana/spl-token'
import { Keypair, PublicKey } from '@solana/web3.js'
import { expect, test } from 'vitest'
import { getAssociatedTokenAddress } from './getAssociatedTokenAddress.js'
import { TOKEN_PROGRAM_ADDRESSES } from './tokenPrograms.js'

test('default: the address @solana/spl-token derives, owners off the curve included', () => {
  const mint = Keypair.generate().publicKey
  // a program-derived address is off the curve
  const [pda] = PublicKey.findProgramAddressSync([new Uint8Array([1])], mint)
  for (const program of TOKEN_PROGRAM_ADDRESSES) {
    const programId = new PublicKey(program)
    for (const owner of [Keypair.generate().publicKey, pda]) {
      expect(getAssociatedTokenAddress({ mint, owner, programId }).toBase58()).toBe(
        spl.getAssociatedTokenAddressSync(mint, owner, true, programId).toBase58(),
      )
    }
  }
})
