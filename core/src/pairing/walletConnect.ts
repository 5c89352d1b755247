import { InvalidOptionsError } from '../errors/config.js'
import type { Kit } from '../kit/types.js'
import type { PairingMetadata } from '../types/pairing.js'
import { type CreatePairingClientParameters, createPairingClient } from './createPairingClient.js'
import { getRelayUrl } from './getRelayUrl.js'
import { createKitPairing } from './kit/createKitPairing.js'

// bundlers write a literal over it in builds; declared so the package needs no @types/node
declare const process: { env: { NODE_ENV?: string } }

export type WalletConnectParameters = Pick<
  CreatePairingClientParameters,
  'name' | 'now' | 'isMobileSafariOrTelegram' | 'window' | 'wcLogLevel' | 'relayTimeout'
> & {
  /**
   * The WebSocket relay (`ws://` or `wss://`); the kit's `endpoints.relay` by default, else
   * the public relay when the kit has a project id. With none of the three, pairing is off.
   */
  relayUrl?: string
  /** what the wallet is shown about the site; the kit's `metadata` by default */
  metadata?: Partial<PairingMetadata>
  /**
   * With sign-in on and every network eip155, the wallet is asked to sign in within the
   * pairing's approval (one-click, WalletConnect's `wc_sessionAuthenticate`); a wallet without
   * it connects, and the sign-in follows as a second step. On by default; `false` always pairs
   * first and signs in second.
   */
  oneClickSignIn?: boolean
}

/** What `walletConnect()` returns, for createKit's `walletConnect` option (a KitPlugin). */
export type WalletConnect = {
  /** called once by createKit, before the adapters are set up; returns the teardown */
  readonly setup: (kit: Kit) => (() => void) | undefined
}

function isRelayUrl(value: string): boolean {
  try {
    return /^wss?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * Docs: /core/walletConnect. Turns on WalletConnect v2 pairing for a kit: one pairing client
 * per kit, its state in `$connections`, a session's accounts in `$chains`, reloads restoring
 * the session. Passed as createKit's `walletConnect` option, so a site that never uses it
 * bundles none of it; `@walletconnect/universal-provider` itself loads only when a pairing
 * starts or a stored session is restored. Without a relay URL and without a project id the
 * kit hides its WalletConnect options instead of offering a pairing that cannot work.
 *
 * @example
 * const kit = createKit({ networks, adapters, projectId, walletConnect: walletConnect() })
 */
export function walletConnect(parameters: WalletConnectParameters = {}): WalletConnect {
  const { relayUrl, metadata, oneClickSignIn = true, ...rest } = parameters
  if (relayUrl !== undefined && !isRelayUrl(relayUrl))
    throw new InvalidOptionsError({
      issues: [`walletConnect.relayUrl: Expected a ws:// or wss:// URL, received ${relayUrl}`],
    })
  return {
    setup(kit) {
      const { projectId, endpoints, endpointsOff, networks } = kit.options
      // `endpoints.relay: false` turns the public relay off even with a project id
      const relayOff = endpointsOff.includes('relay')
      const url = getRelayUrl({
        projectId: relayOff ? undefined : projectId,
        relayUrl: relayUrl ?? endpoints.relay,
      })
      if (!url) {
        kit.log.info('walletConnect: no relay URL and no project id, so pairing is off')
        // only where nothing turned it off on purpose; written out here, not in a helper: a
        // minifier folds the check away in production only where it is written
        if (
          typeof process !== 'undefined' &&
          process.env.NODE_ENV !== 'production' &&
          !relayOff &&
          kit.options.logLevel !== 'silent'
        )
          console.warn(
            '[walletport] walletConnect() is on but has no relay, so the QR code and mobile links are hidden. Set `projectId` (the public relay), `endpoints.relay`, or `walletConnect({ relayUrl })`.',
          )
        return undefined
      }
      const site = kit.options.metadata
      const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin
      const client = createPairingClient({
        ...rest,
        projectId,
        relayUrl: url,
        metadata: {
          name: metadata?.name ?? site?.name ?? 'Walletport',
          description: metadata?.description ?? site?.description ?? '',
          url: metadata?.url ?? site?.url ?? (typeof origin === 'string' ? origin : ''),
          icons: [...(metadata?.icons ?? site?.icons ?? [])],
        },
        networks,
        storage: kit.storage,
        log: kit.log,
      })
      const pairing = createKitPairing(kit, client, { oneClickSignIn })
      kit._internal.pairing = pairing
      return pairing.destroy
    },
  }
}
