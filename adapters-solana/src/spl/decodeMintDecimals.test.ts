import * as spl from '@solana/spl-token'
import { Keypair } from '@solana/web3.js'
import { expect, test } from 'vitest'
import { decodeMintDecimals } from './decodeMintDecimals.js'

function mint(decimals: number) {
  const authority = Keypair.generate().publicKey
  const data = Buffer.alloc(spl.MINT_SIZE)
  spl.MintLayout.encode(
    {
      mintAuthorityOption: 1,
      mintAuthority: authority,
      supply: 2n ** 64n - 1n,
      decimals,
      isInitialized: true,
      freezeAuthorityOption: 1,
      freezeAuthority: authority,
    },
    data,
  )
  return data
}

test('default: decimals, as spl-token lays them out', () => {
  for (const decimals of [0, 6, 9, 255]) expect(decodeMintDecimals(mint(decimals))).toBe(decimals)
})

test('behavior: Token-2022 extensions start past the token account size, after the type byte', () => {
  const extended = new Uint8Array(spl.ACCOUNT_SIZE + 1 + 8)
  extended.set(mint(6))
  extended[spl.ACCOUNT_SIZE] = spl.AccountType.Mint
  expect(decodeMintDecimals(extended)).toBe(6)
  extended[spl.ACCOUNT_SIZE] = spl.AccountType.Account
  expect(decodeMintDecimals(extended)).toBe(undefined)
})

test('behavior: data that is not a mint is undefined', () => {
  expect(decodeMintDecimals(new Uint8Array(spl.MINT_SIZE - 1))).toBe(undefined)
  // longer than a mint but not padded to the extension start
  expect(decodeMintDecimals(new Uint8Array(spl.ACCOUNT_SIZE))).toBe(undefined)
  const multisig = new Uint8Array(spl.MULTISIG_SIZE)
  multisig[spl.ACCOUNT_SIZE] = spl.AccountType.Mint
  expect(decodeMintDecimals(multisig)).toBe(undefined)
})
