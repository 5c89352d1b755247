import { atom, readonlyType } from 'nanostores'
import { reconnect } from '../actions/reconnect.js'
import { createAdapterContext } from '../adapter/createAdapterContext.js'
import { warnMisconfigurations } from '../dev/warnMisconfigurations.js'
import { createEventStream } from '../events/createEventStream.js'
import type { KitEvent } from '../events/types.js'
import { watchBalance } from '../features/balance/watchBalance.js'
import { createLogger } from '../logger/createLogger.js'
import { createRouter } from '../router/createRouter.js'
import { getActiveNetworkId } from '../storage/activeNetworkId.js'
import { getConnectedNamespaces } from '../storage/connectedNamespaces.js'
import { createKitStorage } from '../storage/createKitStorage.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import { getBrowserDriver } from '../storage/getBrowserDriver.js'
import { getRecentWallets } from '../storage/recentWallets.js'
import { resolveKitStoragePrefix } from '../storage/resolveKitStoragePrefix.js'
import { createAlertState } from '../stores/createAlertState.js'
import { createChainState } from '../stores/createChainState.js'
import { createConnectionState } from '../stores/createConnectionState.js'
import { createConnectorsStore } from '../stores/createConnectorsStore.js'
import { createModalState } from '../stores/createModalState.js'
import { createPendingRequests } from '../stores/createPendingRequests.js'
import { createSendState } from '../stores/createSendState.js'
import { createThemeState } from '../stores/createThemeState.js'
import { createToastState } from '../stores/createToastState.js'
import { createTransactionsState } from '../stores/createTransactionsState.js'
import { createWalletListState } from '../stores/createWalletListState.js'
import type { Logger } from '../types/logger.js'
import type { KitStorage } from '../types/storage.js'
import { closeOnWalletDisconnect } from './closeOnWalletDisconnect.js'
import { detectMobile } from './detectMobile.js'
import { isProjectIdRequired } from './isProjectIdRequired.js'
import type { KitOptions, ResolvedKitOptions } from './kitOptions.js'
import { parseKitOptions } from './parseKitOptions.js'
import type { Kit, KitInternal } from './types.js'

export type CreateKitParameters = KitOptions
export type CreateKitReturnType = Kit

// the kit's storage: the configured driver, else the browser's, else memory
function createStorage(resolved: ResolvedKitOptions, log: Logger): KitStorage {
  const driver = resolved.storage ?? getBrowserDriver() ?? createMemoryDriver()
  return createKitStorage({ driver, log, prefix: resolveKitStoragePrefix(resolved, driver, log) })
}

// the kit's writable parts, on the stored network (else the default, else the first)
function createInternal(resolved: ResolvedKitOptions, storage: KitStorage, log: Logger) {
  const { networks } = resolved
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))]
  const storedNetworkId = getActiveNetworkId(storage)
  const activeNetwork =
    networks.find((n) => n.caipNetworkId === storedNetworkId) ??
    resolved.defaultNetwork ??
    // validation guarantees at least one network
    networks[0]!
  const connections = createConnectionState(namespaces)
  const internal: KitInternal = {
    events: createEventStream<KitEvent>((error) => log.error('an event listener threw', error)),
    adapters: new Map(resolved.adapters.map((adapter) => [adapter.namespace, adapter])),
    modal: createModalState(),
    router: createRouter(),
    toast: createToastState(),
    alerts: createAlertState(),
    connections,
    chains: createChainState({
      networks,
      namespaces,
      activeNetwork,
      preferredAccountTypes: resolved.defaultAccountTypes,
      connections,
    }),
    walletList: createWalletListState(),
    send: createSendState(),
    theme: createThemeState(resolved.theme),
    transactions: createTransactionsState(),
    pendingRequests: createPendingRequests(),
    $recentWallets: atom(getRecentWallets(storage)),
    balances: new Map(),
    teardowns: [],
    ready: false,
  }
  return internal
}

type KitStores = { [K in keyof Kit as K extends `$${string}` ? K : never]: Kit[K] }

// the read-only stores apps read on the kit
function readStores(internal: KitInternal, resolved: ResolvedKitOptions): KitStores {
  const { modal, router, toast, alerts, connections, chains, walletList, send } = internal
  return {
    $open: modal.$open,
    $loading: modal.$loading,
    $shake: modal.$shake,
    $history: router.$history,
    $view: router.$view,
    $toast: toast.$toast,
    $alert: alerts.$alert,
    $connections: connections.$connections,
    $status: connections.$status,
    $chains: chains.$chains,
    $activeNamespace: chains.$activeNamespace,
    $activeNetwork: chains.$activeNetwork,
    $account: chains.$account,
    $connectors: createConnectorsStore(resolved.adapters),
    $recentWallets: readonlyType(internal.$recentWallets),
    $walletList: walletList.$store,
    $send: send.$store,
    $transactions: internal.transactions.$transactions,
    $theme: internal.theme.$theme,
  }
}

// WalletConnect (first: the adapters' context carries its client), sign-in, a data source
// and plugins that bring their own code (types/plugin.ts), all before the adapters
function setUp(kit: Kit) {
  const { options, _internal: internal } = kit
  for (const plugin of [
    options.walletConnect,
    options.embeddedWallet,
    options.siwx,
    options.dataSource,
    ...(options.plugins ?? []),
  ])
    internal.teardowns.push(plugin?.setup?.(kit))
  for (const adapter of options.adapters)
    internal.teardowns.push(adapter.setup(createAdapterContext(kit, adapter.namespace)))
  // the shown balance follows the network and account, and the visitor's return to the page
  internal.teardowns.push(watchBalance(kit))
  internal.teardowns.push(closeOnWalletDisconnect(kit))
}

/**
 * Docs: /core/createKit. Creates one kit: validated options, its own stores, storage and event
 * stream, and every adapter set up with its context. A connection stored as connected starts
 * as connecting and is re-synced; `kit.ready` resolves when that is done.
 *
 * @example
 * const kit = createKit({ networks: [mainnet], adapters: [evmAdapter()] })
 */
export function createKit(options: CreateKitParameters): CreateKitReturnType {
  const resolved = parseKitOptions(options)
  warnMisconfigurations(resolved)
  const log = createLogger({ level: resolved.logLevel })
  const storage = createStorage(resolved, log)
  const internal = createInternal(resolved, storage, log)
  const stored = getConnectedNamespaces(storage).filter((n) => internal.adapters.has(n))
  const kit: Kit = {
    options: resolved,
    storage,
    log,
    isMobile: resolved.isMobile ?? detectMobile(),
    // settles after the stored connection is re-synced (from a microtask, once adapters are set up)
    ready: Promise.resolve()
      .then(() =>
        Promise.all([reconnect(kit, { namespaces: stored }), internal.pairing?.restore()]),
      )
      .catch((error: unknown) => log.error('reconnect on load failed', error))
      .then(() => {
        internal.ready = true
      }),
    ...readStores(internal, resolved),
    _internal: internal,
  }

  if (isProjectIdRequired(resolved)) internal.alerts.show('PROJECT_ID_NOT_CONFIGURED')
  setUp(kit)
  // a stored connection starts as connecting until it is re-synced
  for (const namespace of stored) internal.connections.update(namespace, { status: 'connecting' })
  return kit
}
