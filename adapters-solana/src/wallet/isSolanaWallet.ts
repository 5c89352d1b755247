import type { Wallet } from '@wallet-standard/base'
import { getWalletFeature } from './getWalletFeature.js'

/** A registered object shaped like a Wallet Standard wallet (it came from outside). */
export function isWalletShaped(value: unknown): value is Wallet {
  if (typeof value !== 'object' || value === null) return false
  const wallet = value as Record<string, unknown>
  return (
    typeof wallet.name === 'string' &&
    wallet.name.length > 0 &&
    Array.isArray(wallet.chains) &&
    Array.isArray(wallet.accounts) &&
    typeof wallet.features === 'object' &&
    wallet.features !== null
  )
}

/** A wallet that names a Solana chain, can connect, and can sign something for Solana. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    getWalletFeature(wallet, 'standard:connect') !== undefined &&
    (getWalletFeature(wallet, 'solana:signAndSendTransaction') !== undefined ||
      getWalletFeature(wallet, 'solana:signTransaction') !== undefined ||
      getWalletFeature(wallet, 'solana:signMessage') !== undefined)
  )
}

const ICON = /^data:image\/(svg\+xml|webp|png|gif);base64,[A-Za-z0-9+/=]+$/

/** The wallet's icon when it is the data URI the standard requires, else undefined. */
export function getWalletIcon(wallet: Wallet): string | undefined {
  return typeof wallet.icon === 'string' && ICON.test(wallet.icon) ? wallet.icon : undefined
}
