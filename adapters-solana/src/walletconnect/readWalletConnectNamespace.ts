import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import {
  type CaipNetworkId,
  type Network,
  type PairingClient,
  RequestBeforeConnectError,
} from '@walletport/core'
import { getWalletStandardChain } from '../utils/getWalletStandardChain.js'
import { readBase58 } from '../utils/readBase58.js'

// each signing feature and the session method behind it
export const SIGNING = {
  'solana:signMessage': 'solana_signMessage',
  'solana:signTransaction': 'solana_signTransaction',
  'solana:signAndSendTransaction': 'solana_signAndSendTransaction',
} as const

export type SigningFeature = keyof typeof SIGNING

/** What the WalletConnect wallet reads of the session's solana namespace, in Wallet Standard terms. */
export type WalletConnectNamespace = ReturnType<typeof readWalletConnectNamespace>

/**
 * The solana namespace of the pairing's session as a Wallet Standard wallet sees it: its
 * chains, its accounts, the signing features it approved, and the session network a
 * chain names. Read afresh on every call: the session changes under the wallet.
 */
export function readWalletConnectNamespace(pairing: PairingClient, networks: readonly Network[]) {
  const entry = () => pairing.$session.get()?.namespaces.solana

  /** the Wallet Standard name of a CAIP-2 network: `solana:mainnet` for a public cluster */
  const standardChain = (networkId: CaipNetworkId): IdentifierString => {
    const network = networks.find(
      (n) => n.caipNetworkId === networkId || n.deprecatedCaipNetworkId === networkId,
    )
    return (
      getWalletStandardChain(network ?? { caipNetworkId: networkId }) ??
      (networkId as IdentifierString)
    )
  }

  const chains = (): IdentifierString[] => {
    const ids = entry()?.chains ?? networks.map((n) => n.caipNetworkId)
    return [...new Set(ids.map(standardChain))]
  }

  const signingFeatures = (): SigningFeature[] => {
    const approved = entry()?.methods
    return (Object.keys(SIGNING) as SigningFeature[]).filter(
      (name) => !approved || approved.includes(SIGNING[name]),
    )
  }

  return {
    /** whether the session has a solana namespace */
    exists: () => entry() !== undefined,
    chains,
    signingFeatures,
    accounts: (): WalletAccount[] =>
      (entry()?.accounts ?? []).flatMap((account) => {
        const publicKey = readBase58(account.address)
        // not a base58 key: the adapter would drop it anyway
        if (!publicKey) return []
        return [
          { address: account.address, publicKey, chains: chains(), features: signingFeatures() },
        ]
      }),
    /** the session network a Wallet Standard chain names; the namespace's active one by default */
    networkFor(chain: string | undefined): CaipNetworkId {
      const current = entry()
      if (!current) throw new RequestBeforeConnectError()
      if (chain) {
        const match = current.chains.find((id) => id === chain || standardChain(id) === chain)
        if (match) return match
      }
      return current.activeNetworkId
    },
  }
}
