import type { QueryClient } from '@tanstack/query-core'
import type { ReadableAtom, WritableAtom } from 'nanostores'
import type { KitEmbedded } from '../embedded/createEmbeddedShell.js'
import type { AlertCode } from '../errors/alerts.js'
import type { EventStream } from '../events/createEventStream.js'
import type { KitEvent } from '../events/types.js'
import type { FeatureStores } from '../features/featureStores.js'
import type { QueryRuntime } from '../query/loadQueryRuntime.js'
import type { Router } from '../router/createRouter.js'
import type { RouterEntry, View } from '../router/types.js'
import type { SignInStore } from '../siwx/createSignInStore.js'
import type { RecentWallet } from '../storage/recentWallets.js'
import type { AccountState } from '../stores/accountState.js'
import type { AlertStore } from '../stores/createAlertState.js'
import type { ChainStore, Chains } from '../stores/createChainState.js'
import type {
  ConnectionStatus,
  ConnectionStore,
  Connections,
} from '../stores/createConnectionState.js'
import type { ModalState } from '../stores/createModalState.js'
import type { PendingRequests } from '../stores/createPendingRequests.js'
import type { SendState, SendStore } from '../stores/createSendState.js'
import type { ThemeState, ThemeStore } from '../stores/createThemeState.js'
import type { ToastState, ToastStore } from '../stores/createToastState.js'
import type { TransactionsState, TransactionsStore } from '../stores/createTransactionsState.js'
import type { WalletListState, WalletListStore } from '../stores/createWalletListState.js'
import type { Balance } from '../types/account.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'
import type { Connector } from '../types/connector.js'
import type { Logger } from '../types/logger.js'
import type { Network } from '../types/network.js'
import type { PairingClient, PairingSession } from '../types/pairing.js'
import type { KitPlugin } from '../types/plugin.js'
import type { KitStorage } from '../types/storage.js'
import type { KitWalletExplorer } from '../walletList/walletExplorer.js'
import type { ConnectionLanes } from './createConnectionLanes.js'
import type { ResolvedKitOptions } from './kitOptions.js'

/**
 * The kit's WalletConnect part, made by the `walletConnect` option when a relay is known:
 * the one pairing client of the kit and what binds it to the kit's state.
 */
export type KitPairing = {
  readonly client: PairingClient
  /**
   * The namespaces a session asks for: each configured one without an adapter (served by the
   * session alone) and each whose adapter offers a WALLET_CONNECT connector.
   */
  namespaces(): ChainNamespace[]
  /**
   * Pairs for `namespaces` (all of the above by default) and settles once the kit shows every
   * namespace the session covers. A second call while one is pending joins it.
   */
  connect(p?: {
    namespaces?: readonly ChainNamespace[]
    networkId?: CaipNetworkId
  }): Promise<PairingSession>
  /** brings back a stored session and settles once the kit shows it; never rejects */
  restore(): Promise<void>
  /** stops following the client and closes it (destroyKit); the stored session stays */
  destroy(): void
}

/** The kit's writable parts. Core's actions use them; apps read the stores on `Kit` instead. */
export type KitInternal = {
  readonly events: EventStream<KitEvent>
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  readonly modal: ModalState
  readonly router: Router
  readonly toast: ToastStore
  readonly alerts: AlertStore
  readonly connections: ConnectionStore
  readonly chains: ChainStore
  readonly walletList: WalletListStore
  readonly send: SendStore
  readonly theme: ThemeStore
  readonly transactions: TransactionsStore
  readonly pendingRequests: PendingRequests
  readonly $recentWallets: WritableAtom<readonly RecentWallet[]>
  /** native balances by `networkId:address`, with when they were read */
  readonly balances: Map<string, { at: number; balance: Balance }>
  /** what the adapters' and plugins' setups returned; a plugin may return nothing */
  readonly teardowns: ReturnType<KitPlugin['setup']>[]
  /** true once the stored connection has been re-synced (or there was none) */
  ready: boolean
  /** set by the `walletConnect` option's setup; absent when pairing is off */
  pairing?: KitPairing
  /** sign-in state, made by the `siwx` option's setup or on first read */
  signIn?: SignInStore
  /** set by the `embeddedWallet` option's setup; absent when email and socials are off */
  embedded?: KitEmbedded
  /** set by the `walletExplorer()` plugin's setup; absent when the list is the bundled one */
  walletExplorer?: KitWalletExplorer
  /** the account features' state (swap, on-ramp, history), made by their actions on first use */
  features?: FeatureStores
  /** connect, reconnect, switchNetwork and disconnect in order per namespace, made on first use */
  lanes?: ConnectionLanes
  /** the query and mutation cache (core/src/query), made on first use */
  queryClient?: QueryClient
  /** createQuery's part that needs the query library, once loaded (loadQueryRuntime) */
  queryRuntime?: QueryRuntime
}

/** One Walletport instance: every piece of state lives here, none at module level. */
export type Kit = {
  readonly options: ResolvedKitOptions
  readonly storage: KitStorage
  readonly log: Logger
  /** from `options.isMobile`, else a user-agent check */
  readonly isMobile: boolean
  /** resolves once the stored connection has been re-synced; never rejects */
  readonly ready: Promise<void>

  readonly $open: ReadableAtom<boolean>
  readonly $loading: ReadableAtom<boolean>
  /** true for 500 ms after a shake */
  readonly $shake: ReadableAtom<boolean>
  readonly $history: ReadableAtom<readonly RouterEntry[]>
  readonly $view: ReadableAtom<View>
  readonly $toast: ReadableAtom<ToastState>
  /** the code of the alert on screen; ALERTS has its title and text */
  readonly $alert: ReadableAtom<AlertCode | undefined>
  /** connection state per namespace */
  readonly $connections: ReadableAtom<Connections>
  /** connected when any namespace is */
  readonly $status: ReadableAtom<ConnectionStatus>
  /** chain state per namespace, each with its account */
  readonly $chains: ReadableAtom<Chains>
  readonly $activeNamespace: ReadableAtom<ChainNamespace>
  readonly $activeNetwork: ReadableAtom<Network>
  /** the active namespace's account */
  readonly $account: ReadableAtom<AccountState & Readonly<{ namespace: ChainNamespace }>>
  /** every adapter's connectors, merged */
  readonly $connectors: ReadableAtom<readonly Connector[]>
  readonly $recentWallets: ReadableAtom<readonly RecentWallet[]>
  readonly $walletList: ReadableAtom<WalletListState>
  readonly $send: ReadableAtom<SendState>
  readonly $transactions: ReadableAtom<TransactionsState>
  /** the theme the UI draws with; `setTheme` changes it */
  readonly $theme: ReadableAtom<ThemeState>

  /** @internal core's writers; not part of the public contract */
  readonly _internal: KitInternal
}
