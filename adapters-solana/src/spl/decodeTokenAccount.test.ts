import * as spl from '@solana/spl-token'
import { Keypair } from '@solana/web3.js'
import { expect, test } from 'vitest'
import { decodeTokenAccount } from './decodeTokenAccount.js'

function tokenAccount(amount: bigint) {
  const mint = Keypair.generate().publicKey
  const data = Buffer.alloc(spl.ACCOUNT_SIZE)
  spl.AccountLayout.encode(
    {
      mint,
      owner: Keypair.generate().publicKey,
      amount,
      delegateOption: 0,
      delegate: mint,
      state: spl.AccountState.Initialized,
      isNativeOption: 0,
      isNative: 0n,
      delegatedAmount: 0n,
      closeAuthorityOption: 0,
      closeAuthority: mint,
    },
    data,
  )
  return { mint, data }
}

test('default: mint and amount, as spl-token lays them out', () => {
  const { mint, data } = tokenAccount(2n ** 64n - 1n)
  expect(decodeTokenAccount(data)).toEqual({ mint: mint.toBytes(), amount: 2n ** 64n - 1n })
  // a view into a larger buffer reads its own bytes
  const inside = new Uint8Array(data.length + 7)
  inside.set(data, 7)
  expect(decodeTokenAccount(inside.subarray(7))?.amount).toBe(2n ** 64n - 1n)
})

test('behavior: Token-2022 extensions after the account type byte', () => {
  const { data } = tokenAccount(5n)
  const extended = new Uint8Array(spl.ACCOUNT_SIZE + 1 + 8)
  extended.set(data)
  extended[spl.ACCOUNT_SIZE] = spl.AccountType.Account
  expect(decodeTokenAccount(extended)?.amount).toBe(5n)
  extended[spl.ACCOUNT_SIZE] = spl.AccountType.Mint
  expect(decodeTokenAccount(extended)).toBe(undefined)
})

test('behavior: data that is not a token account is undefined', () => {
  expect(decodeTokenAccount(new Uint8Array(spl.ACCOUNT_SIZE - 1))).toBe(undefined)
  expect(decodeTokenAccount(new Uint8Array(spl.MINT_SIZE))).toBe(undefined)
  const multisig = new Uint8Array(spl.MULTISIG_SIZE)
  multisig[spl.ACCOUNT_SIZE] = spl.AccountType.Account
  expect(decodeTokenAccount(multisig)).toBe(undefined)
})
