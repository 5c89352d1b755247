import type { ChainNamespace } from '@walletport/core'

/** An EIP-1193 provider, as EVM wallets give one. */
export type Eip1193Provider = {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** A Wallet Standard wallet, as Solana wallets give one. */
export type StandardWallet = {
  readonly name: string
  readonly version: string
  readonly chains: readonly string[]
  readonly accounts: readonly unknown[]
  readonly features: Readonly<Record<string, unknown>>
}

/** What a connected wallet's provider is, per namespace. */
export type NamespaceProviders = {
  eip155: Eip1193Provider
  solana: StandardWallet
  bip122: unknown
}

/** How each namespace writes an address. */
export type NamespaceAddresses = {
  eip155: `0x${string}`
  solana: string
  bip122: string
}

export type AddressOf<TNamespace extends ChainNamespace> = NamespaceAddresses[TNamespace]
export type ProviderOf<TNamespace extends ChainNamespace> = NamespaceProviders[TNamespace]
