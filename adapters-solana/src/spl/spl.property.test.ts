import { Keypair, PublicKey } from '@solana/web3.js'
import { BaseError } from '@walletport/core'
import { big, num } from '@walletport/core/test'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { InvalidUnitsError } from '../errors.js'
import { createAssociatedTokenAccountIdempotentInstruction } from './createAssociatedTokenAccountIdempotentInstruction.js'
import { createTransferCheckedInstruction, U64_MAX } from './createTransferCheckedInstruction.js'
import { decodeMintDecimals } from './decodeMintDecimals.js'
import { decodeTokenAccount } from './decodeTokenAccount.js'
import { getAssociatedTokenAddress } from './getAssociatedTokenAddress.js'
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from './tokenPrograms.js'

// issue 15, item 6: the token instructions a send builds and the account data it reads (from
// the RPC: outside input), on any input of their declared types
const RUNS = 10_000
const MB = 1_000_000
const keys = [
  ...Array.from({ length: 4 }, () => Keypair.generate().publicKey),
  new PublicKey(TOKEN_PROGRAM_ADDRESS),
  new PublicKey(TOKEN_2022_PROGRAM_ADDRESS),
  PublicKey.default,
]
const key = fc.oneof(
  fc.constantFrom(...keys),
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => new PublicKey(bytes)),
)
const data = fc.oneof(
  fc.uint8Array({ maxLength: 400 }),
  fc
    .tuple(fc.constantFrom(82, 164, 165, 166, 355, 400), fc.integer({ min: 0, max: 255 }))
    .map(([length, tag]) => {
      const bytes = new Uint8Array(length).fill(0xff)
      if (length > 165) bytes[165] = tag % 3
      return bytes
    }),
)

/** `fn` on RUNS inputs; a throw must be one of our errors */
function property<T>(name: string, arb: fc.Arbitrary<T>, fn: (value: T) => unknown) {
  test(`property: ${name} returns or throws one of our errors`, () => {
    fc.assert(
      fc.property(arb, (value) => {
        try {
          fn(value)
        } catch (error) {
          if (!(error instanceof BaseError))
            expect(error, `${name}(${fc.stringify(value).slice(0, 300)})`).toBeInstanceOf(BaseError)
        }
      }),
      { numRuns: RUNS },
    )
  })
}

property(
  'createTransferCheckedInstruction',
  fc.record({
    source: key,
    mint: key,
    destination: key,
    owner: key,
    programId: key,
    amount: fc.oneof(big, fc.constantFrom(-1n, 0n, U64_MAX, U64_MAX + 1n)),
    decimals: fc.oneof(num, fc.constantFrom(0, 9, 255, 256, 1e9)),
  }),
  createTransferCheckedInstruction,
)
property(
  'createAssociatedTokenAccountIdempotentInstruction',
  fc.record({ payer: key, associatedToken: key, owner: key, mint: key, programId: key }),
  createAssociatedTokenAccountIdempotentInstruction,
)
property(
  'getAssociatedTokenAddress',
  fc.record({ mint: key, owner: key, programId: key }),
  getAssociatedTokenAddress,
)
property('decodeMintDecimals', data, decodeMintDecimals)
property('decodeTokenAccount', data, decodeTokenAccount)

test('behavior: amounts and decimals the program cannot hold are our error, before any encoding', () => {
  const [source, mint, destination, owner] = keys as [PublicKey, PublicKey, PublicKey, PublicKey]
  const p = { source, mint, destination, owner, programId: keys[4]! }
  // a negative amount reached DataView.setBigUint64, which threw a RangeError
  for (const [amount, decimals] of [
    [-1n, 6],
    [U64_MAX + 1n, 6],
    [10n ** 70_000n, 6],
    [1n, 256],
    [1n, Number.NaN],
    [1n, 1.5],
  ] as const)
    expect(() => createTransferCheckedInstruction({ ...p, amount, decimals })).toThrow(
      InvalidUnitsError,
    )
  expect(
    createTransferCheckedInstruction({ ...p, amount: U64_MAX, decimals: 255 }).data,
  ).toHaveLength(10)
})

test('behavior: a megabyte of account data is read at fixed offsets', () => {
  const huge = new Uint8Array(MB)
  huge[165] = 1
  expect(decodeMintDecimals(huge)).toBe(0)
  expect(decodeTokenAccount(huge)).toBeUndefined()
  huge[165] = 2
  expect(decodeTokenAccount(huge)?.amount).toBe(0n)
})
