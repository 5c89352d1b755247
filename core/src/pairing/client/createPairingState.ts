import type { UniversalProvider } from '@walletconnect/universal-provider'
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores'
import { type LoadOnce, loadOnce } from '../../adapter/loadOnce.js'
import { createEventStream, type EventStream } from '../../events/createEventStream.js'
import type {
  PairingClient,
  PairingConnectParameters,
  PairingEvent,
  PairingSession,
  PairingWallet,
  WalletLink,
} from '../../types/pairing.js'
import type { CreatePairingClientParameters } from '../createPairingClient.js'
import { createPairingStorage, type KitPairingStorage } from '../createPairingStorage.js'
import { toPairingError } from '../toPairingError.js'
import { startProvider } from './startProvider.js'

export type Provider = InstanceType<typeof UniversalProvider>
type ProviderModule = typeof import('@walletconnect/universal-provider')

/** The client's parameters with every default filled in. */
export type PairingConfig = CreatePairingClientParameters &
  Required<
    Pick<
      CreatePairingClientParameters,
      'now' | 'isMobileSafariOrTelegram' | 'name' | 'wcLogLevel' | 'window' | 'relayTimeout'
    >
  >

/** the client's stores, writable here: PairingClient shows them read-only */
type PairingStores = {
  readonly [K in keyof PairingClient as K extends `$${string}`
    ? K
    : never]: PairingClient[K] extends ReadableAtom<infer T> ? WritableAtom<T> : never
}

/** The connect call an attempt answers; a repeated connect replaces its params. */
export type PendingPairing = {
  promise: Promise<PairingSession>
  resolve(session: PairingSession): void
  reject(error: unknown): void
  params: PairingConnectParameters
}

/**
 * Everything one pairing client shares between its attempt, session and request parts: the
 * stores it shows, and the few values that change. One per client, so two kits never mix.
 */
export type PairingState = PairingStores & {
  readonly config: PairingConfig
  readonly events: EventStream<PairingEvent>
  readonly pairingStorage: KitPairingStorage
  /** the library's code alone; a chunk that did not arrive is asked for again */
  readonly code: LoadOnce<ProviderModule>
  /** the started provider, with the client's listeners on it */
  readonly provider: LoadOnce<Provider>
  pending: PendingPairing | undefined
  /** bumped by every new attempt and by cancel: an older attempt's outcome is then ignored */
  generation: number
  /** an attempt waiting for its URI */
  preparing: boolean
  /** the relay watch of the attempt on screen: its URI deadline, then the connection's drops */
  stopRelayWatch: (() => void) | undefined
  stopExpiryWatch: (() => void) | undefined
  /**
   * a disconnect still telling the wallet; a new pairing waits for it, since
   * universal-provider clears its session state only once the wallet was told
   */
  disconnecting: Promise<void> | undefined
  /** one restore at a time: the kit and each adapter's connector may ask at once on load */
  restoring: Promise<PairingSession | undefined> | undefined
}

/** The state of one pairing client, nothing loaded yet. */
export function createPairingState(config: PairingConfig): PairingState {
  const { log, storage } = config
  const state: PairingState = {
    config,
    $wcUri: atom<string | undefined>(undefined),
    $wcPairingExpiry: atom<number | undefined>(undefined),
    $wcLinking: atom<WalletLink | undefined>(undefined),
    $wcError: atom(false),
    $buffering: atom(false),
    $recentWallet: atom<PairingWallet | undefined>(undefined),
    $session: atom<PairingSession | undefined>(undefined),
    events: createEventStream<PairingEvent>((error) =>
      log.error('pairing: an event listener threw', error),
    ),
    pairingStorage: createPairingStorage(storage, { log }),
    code: loadOnce(async () => {
      try {
        return await import('@walletconnect/universal-provider')
      } catch (error) {
        throw toPairingError(error)
      }
    }),
    provider: loadOnce(() => startProvider(state)),
    pending: undefined,
    generation: 0,
    preparing: false,
    stopRelayWatch: undefined,
    stopExpiryWatch: undefined,
    disconnecting: undefined,
    restoring: undefined,
  }
  return state
}
