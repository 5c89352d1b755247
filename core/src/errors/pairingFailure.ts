import { BaseError } from './base.js'

export type RelayUnreachableErrorType = RelayUnreachableError & { name: 'RelayUnreachableError' }
/**
 * A pairing attempt that the WalletConnect relay did not carry: it could not be reached, or it
 * went away mid-attempt and did not come back in time.
 */
export class RelayUnreachableError extends BaseError {
  override name = 'RelayUnreachableError' as const
  readonly relayUrl: string
  constructor({ relayUrl, cause }: { relayUrl: string; cause?: unknown }) {
    super(`The WalletConnect relay at ${relayUrl} cannot be reached`, {
      metaMessages: [
        'Check that the relay is running and that this page can reach it (network, firewall, proxy).',
        'Check the relay URL (walletConnect({ relayUrl }) or endpoints.relay) and, on the public relay, the project id.',
      ],
      cause,
    })
    this.relayUrl = relayUrl
  }
}

export type NoPairingNamespaceErrorType = NoPairingNamespaceError & {
  name: 'NoPairingNamespaceError'
}
/** A pairing with nothing to pair: no configured adapter offers WalletConnect yet. */
export class NoPairingNamespaceError extends BaseError {
  override name = 'NoPairingNamespaceError' as const
  readonly adapters: readonly string[]
  constructor({
    adapters,
    requested,
    details,
  }: {
    adapters: readonly string[]
    requested?: readonly string[]
    details?: string
  }) {
    super('None of the configured adapters can pair over WalletConnect', {
      ...(details && { details }),
      metaMessages: [
        `Configured adapters: ${adapters.length ? adapters.join(', ') : 'none'}`,
        ...(requested?.length ? [`Requested namespaces: ${requested.join(', ')}`] : []),
        'An adapter lists its WalletConnect connector once loaded and given the kit’s walletConnect() option; a lazy adapter counts once its code has loaded.',
      ],
    })
    this.adapters = adapters
  }
}

export type InvalidPairingUriErrorType = InvalidPairingUriError & { name: 'InvalidPairingUriError' }
/** Text that is not a WalletConnect v2 pairing URI (`wc:<topic>@2?relay-protocol=…&symKey=…`). */
export class InvalidPairingUriError extends BaseError {
  override name = 'InvalidPairingUriError' as const
  constructor({ reason }: { reason: string }) {
    super('Not a WalletConnect pairing URI', { details: reason })
  }
}
