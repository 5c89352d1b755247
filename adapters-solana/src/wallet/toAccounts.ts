import type { WalletAccount } from '@wallet-standard/base'
import type { Account } from '@walletport/core'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'
import { readBase58 } from '../utils/readBase58.js'

function sameBytes(a: ArrayLike<number>, b: ArrayLike<number> | undefined) {
  if (!b || a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/**
 * The wallet's accounts that are usable on Solana: a valid address, a public key that is
 * that address, and a Solana chain. Anything else a wallet reports is dropped.
 */
export function getSolanaWalletAccounts(accounts: unknown): readonly WalletAccount[] {
  if (!Array.isArray(accounts)) return []
  return accounts.filter((account): account is WalletAccount => {
    if (typeof account !== 'object' || account === null) return false
    const { address, publicKey, chains } = account as Record<string, unknown>
    return (
      isSolanaAddress(address) &&
      publicKey instanceof Uint8Array &&
      sameBytes(publicKey, readBase58(address)) &&
      Array.isArray(chains) &&
      chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
    )
  })
}

/** Wallet Standard accounts as the kit's accounts. */
export function toAccounts(accounts: readonly WalletAccount[]): readonly Account[] {
  return accounts.map((account) => ({
    namespace: 'solana',
    address: account.address,
    type: 'eoa',
  }))
}
