import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'

export type SolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

// the method each feature must carry to be usable
const METHODS = {
  'standard:connect': 'connect',
  'standard:disconnect': 'disconnect',
  'standard:events': 'on',
  'solana:signMessage': 'signMessage',
  'solana:signTransaction': 'signTransaction',
  'solana:signAndSendTransaction': 'signAndSendTransaction',
} as const satisfies { [K in keyof SolanaWalletFeatures]: keyof SolanaWalletFeatures[K] }

/** A wallet's feature when it is present and carries its method; wallets are outside input. */
export function getWalletFeature<TName extends keyof SolanaWalletFeatures>(
  wallet: Wallet,
  name: TName,
): SolanaWalletFeatures[TName] | undefined {
  const feature: unknown = wallet.features[name]
  if (typeof feature !== 'object' || feature === null) return undefined
  if (typeof (feature as Record<string, unknown>)[METHODS[name]] !== 'function') return undefined
  return feature as SolanaWalletFeatures[TName]
}

/** The transaction versions a signing feature accepts; legacy when it does not say. */
export function getSupportedVersions(feature: {
  supportedTransactionVersions?: unknown
}): readonly ('legacy' | 0)[] {
  const versions = feature.supportedTransactionVersions
  if (!Array.isArray(versions)) return ['legacy']
  return versions.filter((v): v is 'legacy' | 0 => v === 'legacy' || v === 0)
}
