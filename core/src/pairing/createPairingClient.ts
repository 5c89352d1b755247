import type { UniversalProvider } from '@walletconnect/universal-provider'
import { atom, readonlyType } from 'nanostores'
import * as v from 'valibot'
import { PAIRING_EXPIRY } from '../constants.js'
import { NamespaceNotConfiguredError } from '../errors/config.js'
import { NetworkNotFoundError } from '../errors/kit.js'
import { ProviderRpcError } from '../errors/ProviderRpcError.js'
import { RequestBeforeConnectError, SignClientNotInitializedError } from '../errors/pairing.js'
import { NoPairingNamespaceError, RelayUnreachableError } from '../errors/pairingFailure.js'
import { ChainNotSupportedError } from '../errors/send.js'
import { WALLET_ERROR_CODES } from '../errors/walletCodes.js'
import { createEventStream } from '../events/createEventStream.js'
import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'
import type { Logger } from '../types/logger.js'
import type { Network } from '../types/network.js'
import type {
  PairingClient,
  PairingConnectParameters,
  PairingEvent,
  PairingMetadata,
  PairingNamespace,
  PairingProvider,
  PairingSession,
  PairingWallet,
  WalletLink,
} from '../types/pairing.js'
import type { KitStorage } from '../types/storage.js'
import { isChainNamespace } from '../utils/parseCaipAddress.js'
import { authenticateSession } from './authenticateSession.js'
import { buildNamespaces } from './buildNamespaces.js'
import { buildWalletLinks, openWalletLink } from './buildWalletLinks.js'
import { createPairingProvider } from './createPairingProvider.js'
import { createPairingStorage } from './createPairingStorage.js'
import { guardRelayer } from './guardRelayer.js'
import { guardVerify } from './guardVerify.js'
import { isMobileSafariOrTelegram as detectMobileSafariOrTelegram } from './isMobileSafariOrTelegram.js'
import { isPairingExpired } from './isPairingExpired.js'
import { keepRequested } from './keepRequested.js'
import { PAIRING_METHODS } from './methods.js'
import { readAccounts, readSession } from './readSession.js'
import { requestRpc } from './requestRpc.js'
import { toConnectError, toPairingError } from './toPairingError.js'
import { unref, watchRelay } from './watchRelay.js'

type Provider = InstanceType<typeof UniversalProvider>

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

const SESSION_KEY = 'pairing:session'
const LINKING_KEY = 'pairing:linking'
// how often a pending URI is checked against its expiry; the clock is injectable, timers are not
const EXPIRY_CHECK_INTERVAL = 1_000

const StoredSessionSchema = v.object({
  topic: v.string(),
  expiry: v.number(),
  active: v.optional(v.record(v.string(), v.string()), {}),
})
const LinkSchema = v.object({ href: v.string(), name: v.string() })

const SessionEventSchema = v.object({
  topic: v.string(),
  params: v.object({
    chainId: v.string(),
    event: v.object({ name: v.string(), data: v.unknown() }),
  }),
})
const TopicSchema = v.object({ topic: v.string() })

type Pending = {
  promise: Promise<PairingSession>
  resolve(session: PairingSession): void
  reject(error: unknown): void
  params: PairingConnectParameters
}

/**
 * Docs: /core/pairing/createPairingClient. The kit's WalletConnect v2 client: pairs by URI,
 * keeps the session (in the kit's storage, so a reload restores it), routes requests (wallet
 * methods to the wallet, reads to the site's RPC) and reports the session's events.
 * `@walletconnect/universal-provider` is imported on first use only.
 */
export function createPairingClient({
  projectId,
  relayUrl,
  metadata,
  networks,
  storage,
  log,
  now = Date.now,
  isMobileSafariOrTelegram = () => detectMobileSafariOrTelegram(),
  name = 'walletport',
  wcLogLevel = 'silent',
  window: browsing = globalThis,
  relayTimeout = RELAY_TIMEOUT,
}: CreatePairingClientParameters): PairingClient {
  const $wcUri = atom<string | undefined>(undefined)
  const $wcPairingExpiry = atom<number | undefined>(undefined)
  const $wcLinking = atom<WalletLink | undefined>(undefined)
  const $wcError = atom(false)
  const $buffering = atom(false)
  const $recentWallet = atom<PairingWallet | undefined>(undefined)
  const $session = atom<PairingSession | undefined>(undefined)
  const events = createEventStream<PairingEvent>((error) =>
    log.error('pairing: an event listener threw', error),
  )
  const pairingStorage = createPairingStorage(storage, { log })
  const providers = new Map<ChainNamespace, PairingProvider>()

  let provider: Provider | undefined
  let loading: Promise<Provider> | undefined
  let pending: Pending | undefined
  // bumped by every new attempt and by cancel: an older attempt's failure is then ignored
  let attempt = 0
  let preparing = false
  let expiryWatch: ReturnType<typeof setInterval> | undefined
  // a disconnect still telling the wallet; a new pairing waits for it, since universal-provider
  // clears its session state only once the wallet was told
  let disconnecting: Promise<void> | undefined
  // the relay watch of the attempt on screen: its URI deadline, then the connection's drops
  let stopRelayWatch: (() => void) | undefined
  let code: Promise<typeof import('@walletconnect/universal-provider')> | undefined

  /** the library's code alone; a chunk that did not arrive is asked for again */
  function importProvider() {
    code ??= import('@walletconnect/universal-provider').catch((error: unknown) => {
      code = undefined
      throw toPairingError(error)
    })
    return code
  }

  function load(): Promise<Provider> {
    loading ??= (async () => {
      const { UniversalProvider } = await importProvider()
      const instance = await UniversalProvider.init({
        ...(projectId ? { projectId } : {}),
        relayUrl,
        metadata: { ...metadata, icons: [...metadata.icons] },
        storage: pairingStorage,
        customStoragePrefix: name,
        // no vendor telemetry: the kit has its own, opt-in analytics
        telemetryEnabled: false,
        logger: wcLogLevel,
      })
      if (!guardRelayer(instance.client.core.relayer, log))
        log.warn('pairing: this WalletConnect version cannot be guarded against bad relay frames')
      // one-click sends two requests at once, which Verify cannot wait on together unguarded;
      // and for every pairing, without a project id the attestation wait is waste
      const { verify, projectId: verifyProjectId } = instance.client.core
      if (!guardVerify(verify, { projectId: verifyProjectId, log }))
        log.warn('pairing: this WalletConnect version cannot be guarded for one-click sign-in')
      listen(instance)
      provider = instance
      return instance
    })().catch((error: unknown) => {
      loading = undefined
      // what the library stored may be what it cannot start on: the next try starts clean
      log.warn('pairing: WalletConnect did not start; its stored data was cleared', error)
      pairingStorage.clear()
      throw toPairingError(error)
    })
    return loading
  }

  function listen(instance: Provider) {
    instance.on('display_uri', (uri: unknown) => {
      if (typeof uri === 'string') onUri(uri)
    })
    instance.on('session_event', onSessionEvent)
    instance.on('session_update', () => onSessionUpdate(instance))
    instance.on('session_delete', (payload: unknown) => {
      const parsed = v.safeParse(TopicSchema, payload)
      if (parsed.success) endSession(parsed.output.topic, 'wallet')
    })
    instance.client.on('session_extend', (payload: unknown) => {
      const parsed = v.safeParse(TopicSchema, payload)
      const session = $session.get()
      if (!parsed.success || session?.topic !== parsed.output.topic) return
      // a longer life for the session: the stored record must not drop it early on reload
      const raw = instance.client.session.get(parsed.output.topic)
      const extended = readSession(raw, { networks, previous: session })
      if (extended) setSession(extended)
    })
    instance.client.on('session_expire', (payload: unknown) => {
      const parsed = v.safeParse(TopicSchema, payload)
      if (parsed.success) endSession(parsed.output.topic, 'expiry')
    })
  }

  // ---------- pairing ----------

  function connect(p: PairingConnectParameters): Promise<PairingSession> {
    const current = $session.get()
    if (current) return Promise.resolve(current)
    $wcError.set(false)
    if (pending) {
      pending.params = p
      // a URI on its way is fresh by definition
      if (preparing) return pending.promise
      const fresh = !isPairingExpired($wcPairingExpiry.get(), now())
      if (!(fresh && isMobileSafariOrTelegram())) void startAttempt()
      return pending.promise
    }
    let resolve!: (session: PairingSession) => void
    let reject!: (error: unknown) => void
    const promise = new Promise<PairingSession>((res, rej) => {
      resolve = res
      reject = rej
    })
    // callers get the rejection; this keeps an unawaited one from crashing a server
    promise.catch(() => {})
    pending = { promise, resolve, reject, params: p }
    void startAttempt()
    startExpiryWatch()
    return promise
  }

  async function startAttempt() {
    const params = pending?.params
    if (!params) return
    const generation = ++attempt
    preparing = true
    $buffering.set(true)
    $wcUri.set(undefined)
    $wcPairingExpiry.set(undefined)
    try {
      const optionalNamespaces = buildNamespaces({
        namespaces: params.namespaces,
        networks: params.networks ?? networks,
      })
      if (!Object.keys(optionalNamespaces).length) {
        // the spec's message for a namespace with no network; with none asked, nothing can pair
        const [first] = params.namespaces
        if (first) throw new NamespaceNotConfiguredError({ namespace: first })
        throw new NoPairingNamespaceError({ adapters: [], details: 'No namespace was asked for' })
      }
      await importProvider()
      if (generation !== attempt) return
      watchUri(generation)
      const instance = await load()
      await disconnecting
      if (generation !== attempt) return
      const { authenticate } = params
      const session = authenticate
        ? await authenticateSession(instance, authenticate, {
            log,
            endSession: async (raw) => {
              const topic = readTopic(raw)
              if (topic) await tellWallet(instance, topic)
            },
          })
        : await instance.connect({ optionalNamespaces })
      // a wallet may approve an older URI just before it was replaced: a session is a session
      settle(instance, session ?? instance.session)
    } catch (error) {
      if (generation !== attempt) {
        log.debug('pairing: an abandoned attempt ended', error)
        return
      }
      fail(error)
    }
  }

  /** until the URI shows, the relay has not carried the proposal: give it relayTimeout */
  function watchUri(generation: number) {
    stopRelayWatch?.()
    const timer = unref(setTimeout(() => relayLost(generation), relayTimeout))
    stopRelayWatch = () => clearTimeout(timer)
  }

  /** once the URI shows, the wallet reaches the kit through the relay: watch the connection */
  function watchConnection(instance: Provider, generation: number) {
    stopRelayWatch?.()
    stopRelayWatch = watchRelay({
      relayer: instance.client.core.relayer,
      timeout: relayTimeout,
      onLost: () => relayLost(generation),
    })
  }

  function relayLost(generation: number) {
    if (generation !== attempt || !pending) return
    // the library may still be retrying: its outcome belongs to an abandoned attempt now
    attempt++
    fail(new RelayUnreachableError({ relayUrl }))
  }

  function onUri(uri: string) {
    if (!pending || !preparing) return
    preparing = false
    if (provider) watchConnection(provider, attempt)
    const expiry = now() + PAIRING_EXPIRY
    $wcUri.set(uri)
    $wcPairingExpiry.set(expiry)
    $buffering.set(false)
    events.emit({ type: 'uri', uri, expiry })
    try {
      pending.params.onUri?.(uri)
    } catch (error) {
      log.error('pairing: onUri threw', error)
    }
  }

  function startExpiryWatch() {
    stopExpiryWatch()
    expiryWatch = setInterval(() => {
      if (!pending || preparing) return
      if (isPairingExpired($wcPairingExpiry.get(), now())) void startAttempt()
    }, EXPIRY_CHECK_INTERVAL)
    // a pending pairing must not keep a server or test process alive
    const timer: unknown = expiryWatch
    if (timer && typeof timer === 'object' && 'unref' in timer && typeof timer.unref === 'function')
      timer.unref()
  }

  function stopExpiryWatch() {
    if (expiryWatch !== undefined) clearInterval(expiryWatch)
    expiryWatch = undefined
  }

  function resetPairing() {
    stopRelayWatch?.()
    stopRelayWatch = undefined
    stopExpiryWatch()
    preparing = false
    $wcUri.set(undefined)
    $wcPairingExpiry.set(undefined)
    $buffering.set(false)
  }

  function settle(instance: Provider, raw: unknown) {
    const asked = pending?.params.networks ?? networks
    const read = readSession(raw, { networks: asked })
    const session = read && keepRequested(read, asked)
    if (!session) {
      // the wallet thinks it is connected: tell it otherwise, so neither side is half-connected
      const topic = readTopic(raw)
      if (topic) void tellWallet(instance, topic)
      fail(
        new ProviderRpcError({
          code: WALLET_ERROR_CODES.INTERNAL_ERROR,
          message: 'The wallet approved a session with no account the kit can use',
        }),
      )
      return
    }
    resetPairing()
    $wcError.set(false)
    syncDefaultChains(instance, session)
    setSession(session)
    events.emit({ type: 'session_set', session })
    pending?.resolve(session)
    pending = undefined
  }

  function fail(error: unknown) {
    const failure = toConnectError(error)
    log.warn('pairing: connect failed', failure)
    resetPairing()
    $wcError.set(true)
    pending?.reject(failure)
    pending = undefined
  }

  function cancelConnect() {
    if (!pending) return
    attempt++
    resetPairing()
    pending.reject(
      new ProviderRpcError({
        code: WALLET_ERROR_CODES.USER_REJECTED_REQUEST,
        message: 'Connection cancelled',
      }),
    )
    pending = undefined
    // the abandoned pairing topic is of no use to the relay any more
    provider?.cleanupPendingPairings().catch((error: unknown) => {
      log.debug('pairing: pending pairings were not cleaned up', error)
    })
  }

  // ---------- session ----------

  function setSession(session: PairingSession) {
    $session.set(session)
    const active: Record<string, string> = {}
    for (const entry of Object.values(session.namespaces))
      if (entry) active[entry.namespace] = entry.activeNetworkId
    storage.set(SESSION_KEY, { topic: session.topic, expiry: session.expiry, active })
  }

  function forgetSession() {
    storage.remove(SESSION_KEY)
    storage.remove(LINKING_KEY)
    $wcLinking.set(undefined)
  }

  function endSession(topic: string, by: 'wallet' | 'dapp' | 'expiry') {
    const session = $session.get()
    if (!session || session.topic !== topic) return
    $session.set(undefined)
    forgetSession()
    events.emit({ type: 'session_deleted', topic, by })
  }

  // one restore at a time: the kit and each adapter's connector may ask at once on load
  let restoring: Promise<PairingSession | undefined> | undefined
  function restore(): Promise<PairingSession | undefined> {
    restoring ??= restoreStored().finally(() => {
      restoring = undefined
    })
    return restoring
  }

  async function restoreStored(): Promise<PairingSession | undefined> {
    const current = $session.get()
    if (current) return current
    const stored = storage.get(SESSION_KEY, StoredSessionSchema)
    // no stored session: nothing to load, so a page that never paired never imports the provider
    if (!stored) return undefined
    if (stored.expiry <= now()) {
      forgetSession()
      return undefined
    }
    const instance = await load()
    const raw = instance.session?.topic === stored.topic ? instance.session : undefined
    const base = raw ? readSession(raw, { networks }) : undefined
    if (!base || base.expiry <= now()) {
      forgetSession()
      return undefined
    }
    const session = withActive(base, stored.active)
    syncDefaultChains(instance, session)
    setSession(session)
    const linking = storage.get(LINKING_KEY, LinkSchema)
    if (linking) $wcLinking.set(linking)
    events.emit({ type: 'session_set', session })
    return session
  }

  /** the active networks as they were before the reload, where still approved */
  function withActive(session: PairingSession, active: Record<string, string>): PairingSession {
    const namespaces: Partial<Record<ChainNamespace, PairingNamespace>> = {}
    for (const entry of Object.values(session.namespaces)) {
      if (!entry) continue
      const activeNetworkId = entry.chains.find((chain) => chain === active[entry.namespace])
      namespaces[entry.namespace] = activeNetworkId ? { ...entry, activeNetworkId } : entry
    }
    return { ...session, namespaces }
  }

  function onSessionEvent(payload: unknown) {
    const parsed = v.safeParse(SessionEventSchema, payload)
    const session = $session.get()
    if (!parsed.success || !session || parsed.output.topic !== session.topic) return
    const { chainId, event } = parsed.output.params
    const namespace = chainId.split(':')[0]
    if (!isChainNamespace(namespace) || !session.namespaces[namespace]) return
    if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
      const networkId = asNetworkId(namespace, chainId)
      const { accounts, caipAddresses } = readAccounts(namespace, event.data, networkId)
      updateNamespace(namespace, { accounts, caipAddresses })
      events.emit({ type: 'accounts_changed', namespace, accounts, caipAddresses })
    } else if (event.name === 'chainChanged') {
      const networkId = readChainChanged(namespace, event.data) ?? asNetworkId(namespace, chainId)
      // universal-provider has already moved its default chain for this event
      if (networkId) setActive(namespace, networkId, { fromWallet: true })
    }
  }

  function onSessionUpdate(instance: Provider) {
    const previous = $session.get()
    if (!previous || instance.session?.topic !== previous.topic) return
    const next = readSession(instance.session, { networks, previous })
    if (!next) return
    setSession(next)
    for (const namespace of ['eip155', 'solana', 'bip122'] as const) {
      const before = previous.namespaces[namespace]?.caipAddresses ?? []
      const after = next.namespaces[namespace]
      const same =
        before.length === (after?.caipAddresses.length ?? 0) &&
        before.every((caip) => after?.caipAddresses.includes(caip))
      if (!same)
        events.emit({
          type: 'accounts_changed',
          namespace,
          accounts: after?.accounts ?? [],
          caipAddresses: after?.caipAddresses ?? [],
        })
    }
  }

  function updateNamespace(namespace: ChainNamespace, patch: Partial<PairingNamespace>) {
    const session = $session.get()
    const entry = session?.namespaces[namespace]
    if (!session || !entry) return
    setSession({
      ...session,
      namespaces: { ...session.namespaces, [namespace]: { ...entry, ...patch } },
    })
  }

  function setActive(
    namespace: ChainNamespace,
    networkId: CaipNetworkId,
    { fromWallet = false }: { fromWallet?: boolean } = {},
  ) {
    const entry = $session.get()?.namespaces[namespace]
    if (!entry || entry.activeNetworkId === networkId) return
    updateNamespace(namespace, { activeNetworkId: networkId })
    if (!fromWallet && provider) syncDefaultChain(provider, networkId)
    events.emit({ type: 'chain_changed', namespace, networkId })
  }

  function syncDefaultChains(instance: Provider, session: PairingSession) {
    for (const entry of Object.values(session.namespaces))
      if (entry) syncDefaultChain(instance, entry.activeNetworkId)
  }

  /** keeps universal-provider's own notion of the chain (its eth_chainId, its reads) in step */
  function syncDefaultChain(instance: Provider, networkId: CaipNetworkId) {
    try {
      instance.setDefaultChain(walletChain(instance, networkId))
    } catch (error) {
      log.warn(`pairing: cannot make ${networkId} the default chain`, error)
    }
  }

  /**
   * The id the wallet approved for a network: Solana wallets may still use a cluster's
   * deprecated id, which requests must then carry.
   */
  function walletChain(instance: Provider, networkId: CaipNetworkId): string {
    const approved = Object.values(instance.session?.namespaces ?? {}).flatMap((entry) =>
      entry.accounts.map((account) => account.slice(0, account.lastIndexOf(':'))),
    )
    if (approved.includes(networkId)) return networkId
    const deprecated = networks.find((n) => n.caipNetworkId === networkId)?.deprecatedCaipNetworkId
    return deprecated && approved.includes(deprecated) ? deprecated : networkId
  }

  // ---------- requests ----------

  function requireNamespace(namespace: string) {
    const instance = provider
    if (!instance) throw new SignClientNotInitializedError()
    const session = $session.get()
    if (!session) throw new RequestBeforeConnectError()
    const entry = isChainNamespace(namespace) ? session.namespaces[namespace] : undefined
    if (!entry) throw new NamespaceNotConfiguredError({ namespace })
    return { instance, entry }
  }

  function requireSession(networkId: CaipNetworkId) {
    return requireNamespace(networkId.slice(0, networkId.indexOf(':')))
  }

  async function request({
    method,
    params,
    networkId,
  }: {
    method: string
    params?: unknown
    networkId: CaipNetworkId
  }): Promise<unknown> {
    const { instance, entry } = requireSession(networkId)
    const walletMethods: readonly string[] = PAIRING_METHODS[entry.namespace]
    if (walletMethods.includes(method) || entry.methods.includes(method)) {
      try {
        return await instance.request(
          { method, params: toParams(params) },
          walletChain(instance, networkId),
        )
      } catch (error) {
        throw toPairingError(error)
      }
    }
    const url = networks.find(
      (network) =>
        network.caipNetworkId === networkId || network.deprecatedCaipNetworkId === networkId,
    )?.rpcUrls.default.http[0]
    if (!url) throw new NetworkNotFoundError({ metaMessages: [`Network: ${networkId}`] })
    return requestRpc({ url, method, params })
  }

  async function switchNetwork({ networkId }: { networkId: CaipNetworkId }) {
    const { instance, entry } = requireSession(networkId)
    if (entry.chains.includes(networkId)) return setActive(entry.namespace, networkId)
    const reference = networkId.slice(networkId.indexOf(':') + 1)
    if (entry.namespace !== 'eip155' || !/^\d+$/.test(reference))
      throw new ChainNotSupportedError({ metaMessages: [`Network: ${networkId}`] })
    try {
      await instance.request(
        {
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${BigInt(reference).toString(16)}` }],
        },
        entry.activeNetworkId,
      )
    } catch (error) {
      throw toPairingError(error)
    }
    setActive(entry.namespace, networkId)
  }

  async function disconnect() {
    const session = $session.get()
    if (!session) return
    // the kit sees the end at once; telling the wallet waits on the relay
    endSession(session.topic, 'dapp')
    const instance = provider
    if (!instance) return
    disconnecting = tellWallet(instance, session.topic).finally(() => {
      disconnecting = undefined
    })
    await disconnecting
  }

  async function tellWallet(instance: Provider, topic: string) {
    try {
      await instance.disconnect()
    } catch (error) {
      log.warn('pairing: the wallet was not told of the disconnect', error)
      // the relay never took the delete: drop the session here, or a reload would find it
      await instance.client.session
        .delete(topic, { code: 6000, message: 'User disconnected.' })
        .catch(() => {})
    }
  }

  // ---------- links ----------

  function getWalletLinks(wallet: PairingWallet) {
    const uri = $wcUri.get()
    if (!uri || isPairingExpired($wcPairingExpiry.get(), now())) return undefined
    return buildWalletLinks({ uri, wallet })
  }

  function openWallet(
    wallet: PairingWallet,
    {
      link = 'native',
      target,
    }: { link?: 'native' | 'universal'; target?: '_self' | '_blank' | '_top' } = {},
  ): boolean {
    $recentWallet.set(wallet)
    const links = getWalletLinks(wallet)
    if (!links) {
      // nothing fresh to open: make a URI now, the next tap will have it
      if (pending && !preparing) void startAttempt()
      return false
    }
    const native = link === 'native' ? links.native : undefined
    const chosen = native ?? links.universal ?? links.native
    if (!chosen) return false
    const isNative = chosen === links.native
    if (!openWalletLink(chosen.href, target ?? (isNative ? '_self' : '_blank'), browsing))
      return false
    const base = isNative ? wallet.nativeLink : wallet.universalLink
    const linking = { href: base ?? chosen.href, name: wallet.name }
    $wcLinking.set(linking)
    storage.set(LINKING_KEY, linking)
    return true
  }

  async function destroy() {
    cancelConnect()
    stopExpiryWatch()
    const instance = provider
    if (!instance) return
    instance.events.removeAllListeners()
    instance.client.core.heartbeat.stop()
    await instance.client.core.relayer.transportClose().catch((error: unknown) => {
      log.warn('pairing: closing the relay connection failed', error)
    })
  }

  const client: PairingClient = {
    $wcUri: readonlyType($wcUri),
    $wcPairingExpiry: readonlyType($wcPairingExpiry),
    $wcLinking: readonlyType($wcLinking),
    $wcError: readonlyType($wcError),
    $buffering: readonlyType($buffering),
    $recentWallet: readonlyType($recentWallet),
    $session: readonlyType($session),
    connect,
    cancelConnect,
    restore,
    request,
    switchNetwork,
    disconnect,
    getProvider(namespace) {
      let view = providers.get(namespace)
      if (!view) {
        view = createPairingProvider(namespace, {
          getSession: () => $session.get(),
          requireNamespace: (namespace) => requireNamespace(namespace).entry,
          request,
          switchNetwork,
          subscribe: events.subscribe,
        })
        providers.set(namespace, view)
      }
      return view
    },
    subscribe: events.subscribe,
    getWalletLinks,
    openWallet,
    destroy,
  }
  return client
}

function readTopic(raw: unknown): string | undefined {
  const parsed = v.safeParse(TopicSchema, raw)
  return parsed.success ? parsed.output.topic : undefined
}

function toParams(params: unknown): object | undefined {
  if (params === undefined) return undefined
  return typeof params === 'object' && params !== null ? params : [params]
}

function asNetworkId(namespace: ChainNamespace, chainId: string): CaipNetworkId | undefined {
  const [prefix, reference, ...rest] = chainId.split(':')
  if (prefix !== namespace || !reference || rest.length) return undefined
  return `${namespace}:${reference}`
}

/** a chainChanged payload may be a number, hex, a bare reference or a CAIP-2 id */
function readChainChanged(namespace: ChainNamespace, data: unknown): CaipNetworkId | undefined {
  if (typeof data === 'number' && Number.isSafeInteger(data)) return `${namespace}:${data}`
  if (typeof data !== 'string' || !data) return undefined
  if (data.includes(':')) return asNetworkId(namespace, data)
  if (namespace === 'eip155' && /^0x[0-9a-f]+$/i.test(data))
    return `${namespace}:${BigInt(data).toString(10)}`
  return `${namespace}:${data}`
}
