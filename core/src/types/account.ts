import type { ChainNamespace } from './caip.js'

/** eoa and smartAccount on eip155 and solana; payment and ordinals on bip122. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** One account a wallet exposes. */
export type Account = {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

export type SocialProvider =
  | 'google'
  | 'github'
  | 'apple'
  | 'facebook'
  | 'x'
  | 'discord'
  | 'farcaster'

/** What the modal shows of the connected wallet. */
export type ConnectedWalletInfo = {
  name: string
  icon?: string
  /** email or username for embedded wallets */
  identifier?: string
  /** defaults to email for embedded wallets */
  social?: SocialProvider | 'email'
  [key: string]: unknown
}

/** A balance as read from a chain, with its display form. */
export type Balance = {
  value: bigint
  decimals: number
  symbol: string
  /** the full-precision decimal string of `value` */
  formatted: string
}

/** A token balance row. */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 id of the token's network */
  chainId: string
  /** absent for the native currency */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}
