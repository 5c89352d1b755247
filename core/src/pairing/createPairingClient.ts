import { readonlyType } from 'nanostores'
import type { ChainNamespace } from '../types/caip.js'
import type { Logger } from '../types/logger.js'
import type { Network } from '../types/network.js'
import type { PairingClient, PairingMetadata, PairingProvider } from '../types/pairing.js'
import type { KitStorage } from '../types/storage.js'
import { cancelAttempt } from './attempt/cancelAttempt.js'
import { connectPairing } from './attempt/connectPairing.js'
import { getWalletLinks, openPairingWallet } from './attempt/openPairingWallet.js'
import { createPairingState, type PairingState } from './client/createPairingState.js'
import { destroyPairing } from './client/destroyPairing.js'
import { createPairingProvider } from './createPairingProvider.js'
import { isMobileSafariOrTelegram as detectMobileSafariOrTelegram } from './isMobileSafariOrTelegram.js'
import { requestPairing } from './requests/requestPairing.js'
import { requireNamespace } from './requests/requireNamespace.js'
import { switchPairingNetwork } from './requests/switchPairingNetwork.js'
import { disconnectSession } from './session/disconnectSession.js'
import { restoreSession } from './session/restoreSession.js'

export type CreatePairingClientParameters = {
  /** sent to the relay; a site's own relay may not need one */
  projectId?: string | undefined
  /** the WebSocket relay, e.g. from `getRelayUrl` */
  relayUrl: string
  metadata: PairingMetadata
  /** the kit's networks: the chains a session asks for and where its reads go */
  networks: readonly Network[]
  /** where the session lives between page loads */
  storage: KitStorage
  log: Logger
  /** the clock, in ms since the epoch */
  now?: () => number
  /** where links reuse the URI until it expires; detected by default */
  isMobileSafariOrTelegram?: () => boolean
  /** names this client's WalletConnect data; two kits on one page need two names */
  name?: string
  /** WalletConnect's own log level; silent by default, the client logs what matters */
  wcLogLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
  /** the window links open in; the global one by default */
  window?: unknown
  /**
   * How long a pairing attempt waits for the relay, in ms: for its URI, or for the relay to
   * come back once it went away; then it fails with RelayUnreachableError. 10 s by default.
   */
  relayTimeout?: number
}

const RELAY_TIMEOUT = 10_000

/**
 * Docs: /core/pairing/createPairingClient. The kit's WalletConnect v2 client: pairs by URI,
 * keeps the session (in the kit's storage, so a reload restores it), routes requests (wallet
 * methods to the wallet, reads to the site's RPC) and reports the session's events.
 * `@walletconnect/universal-provider` is imported on first use only. The work is done by
 * the attempt (attempt/), the session (session/) and the requests (requests/), which share
 * one PairingState; this only assembles them.
 */
export function createPairingClient({
  now = Date.now,
  isMobileSafariOrTelegram = () => detectMobileSafariOrTelegram(),
  name = 'walletport',
  wcLogLevel = 'silent',
  window: browsing = globalThis,
  relayTimeout = RELAY_TIMEOUT,
  ...rest
}: CreatePairingClientParameters): PairingClient {
  const state = createPairingState({
    ...rest,
    now,
    isMobileSafariOrTelegram,
    name,
    wcLogLevel,
    window: browsing,
    relayTimeout,
  })
  const request: PairingClient['request'] = (p) => requestPairing(state, p)
  const switchNetwork: PairingClient['switchNetwork'] = (p) => switchPairingNetwork(state, p)
  return {
    $wcUri: readonlyType(state.$wcUri),
    $wcPairingExpiry: readonlyType(state.$wcPairingExpiry),
    $wcLinking: readonlyType(state.$wcLinking),
    $wcError: readonlyType(state.$wcError),
    $buffering: readonlyType(state.$buffering),
    $recentWallet: readonlyType(state.$recentWallet),
    $session: readonlyType(state.$session),
    connect: (p) => connectPairing(state, p),
    cancelConnect: () => cancelAttempt(state),
    restore: () => restoreSession(state),
    request,
    switchNetwork,
    disconnect: () => disconnectSession(state),
    getProvider: createProviderViews(state, request, switchNetwork),
    subscribe: state.events.subscribe,
    getWalletLinks: (wallet) => getWalletLinks(state, wallet),
    openWallet: (wallet, p) => openPairingWallet(state, wallet, p),
    destroy: () => destroyPairing(state),
  }
}

/** one EIP-1193-style view per namespace, made on first ask */
function createProviderViews(
  state: PairingState,
  request: PairingClient['request'],
  switchNetwork: PairingClient['switchNetwork'],
): PairingClient['getProvider'] {
  const views = new Map<ChainNamespace, PairingProvider>()
  return (namespace) => {
    let view = views.get(namespace)
    if (!view) {
      view = createPairingProvider(namespace, {
        getSession: () => state.$session.get(),
        requireNamespace: (namespace) => requireNamespace(state, namespace).entry,
        request,
        switchNetwork,
        subscribe: state.events.subscribe,
      })
      views.set(namespace, view)
    }
    return view
  }
}
