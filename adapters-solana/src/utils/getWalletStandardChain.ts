import type { Network } from '@walletport/core'

export type SolanaCluster = 'mainnet' | 'devnet' | 'testnet'
export type WalletStandardChain = `solana:${SolanaCluster}`

// CAIP-2 references (genesis-hash prefixes, current and deprecated) of the public clusters
const CLUSTERS: Record<string, SolanaCluster> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
}

/** The public cluster a network is, by its CAIP-2 id; undefined for any other network. */
export function getSolanaCluster(
  network: Pick<Network, 'caipNetworkId'>,
): SolanaCluster | undefined {
  const [namespace, reference = ''] = network.caipNetworkId.split(':')
  // own keys only: 'solana:constructor' must not find Object.prototype.constructor
  return namespace === 'solana' && Object.hasOwn(CLUSTERS, reference)
    ? CLUSTERS[reference]
    : undefined
}

/**
 * Wallet Standard names clusters `solana:mainnet`, `solana:devnet`, `solana:testnet` where
 * CAIP-2 uses genesis hashes; undefined for a network that is none of them.
 */
export function getWalletStandardChain(
  network: Pick<Network, 'caipNetworkId'>,
): WalletStandardChain | undefined {
  const cluster = getSolanaCluster(network)
  return cluster && `solana:${cluster}`
}
