import { batch } from 'nanostores'
import { createAdapterContext } from '../../adapter/createAdapterContext.js'
import { NoPairingNamespaceError } from '../../errors/pairingFailure.js'
import { applyConnected } from '../../kit/applyConnected.js'
import { applyWalletNetwork } from '../../kit/applyWalletNetwork.js'
import { clearConnection } from '../../kit/clearConnection.js'
import { setActiveNetwork } from '../../kit/setActiveNetwork.js'
import type { Kit, KitPairing } from '../../kit/types.js'
import { createPairingAuthenticate } from '../../siwx/pairingAuthenticate.js'
import {
  getConnectedNamespaces,
  setConnectedNamespaces,
} from '../../storage/connectedNamespaces.js'
import { setConnectorId } from '../../storage/connectorIds.js'
import type { ConnectionState } from '../../stores/createConnectionState.js'
import type { Connected } from '../../types/adapter.js'
import type { CaipNetworkId, ChainNamespace } from '../../types/caip.js'
import type { Network } from '../../types/network.js'
import type { PairingClient, PairingEvent, PairingSession } from '../../types/pairing.js'

/** The connector id of a namespace served by the pairing session alone (no adapter). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

function findNetwork(networks: readonly Network[], id: string): Network | undefined {
  return networks.find((n) => n.caipNetworkId === id || n.deprecatedCaipNetworkId === id)
}

/**
 * Binds a kit's pairing client to its state: the client's stores show
 * in `$connections` of every namespace a session would cover; a session (paired or restored)
 * connects each namespace it covers, through the namespace's adapter and its WALLET_CONNECT
 * connector, or from the session alone where there is no adapter; account and chain changes
 * reach the namespace; the end of the session resets every namespace connected through the
 * pairing or the embedded wallet, which disconnect together. Called by `walletConnect()`.
 */
export function createKitPairing(
  kit: Kit,
  client: PairingClient,
  { oneClickSignIn = true }: { oneClickSignIn?: boolean } = {},
): KitPairing {
  const { connections, chains, adapters } = kit._internal
  // the last session being shown; connect and restore settle once it is
  let applying: Promise<void> = Promise.resolve()
  let pending: Promise<PairingSession> | undefined

  const pairingConnector = (namespace: ChainNamespace) =>
    adapters
      .get(namespace)
      ?.$connectors.get()
      .find((c) => c.type === 'WALLET_CONNECT')

  function namespaces(): ChainNamespace[] {
    return chains.namespaces.filter((n) => !adapters.has(n) || pairingConnector(n))
  }

  function mirror(patch: Partial<ConnectionState>) {
    batch(() => {
      for (const namespace of namespaces()) connections.update(namespace, patch)
    })
  }

  /** a namespace waiting on the pairing: not connected, or connecting through it */
  function isWaiting(namespace: ChainNamespace) {
    const { status, connectorType } = connections.get(namespace)
    return (
      status === 'disconnected' || (status === 'connecting' && connectorType === 'WALLET_CONNECT')
    )
  }

  /** back to disconnected, for namespaces still waiting when the pairing ended without them */
  function release(list: readonly ChainNamespace[], wcError: boolean) {
    batch(() => {
      for (const namespace of list)
        if (connections.get(namespace).status === 'connecting')
          connections.update(namespace, {
            status: 'disconnected',
            connectorId: undefined,
            connectorType: undefined,
            wcError,
          })
    })
  }

  async function showNamespace(session: PairingSession, namespace: ChainNamespace) {
    const entry = session.namespaces[namespace]
    const chain = chains.get(namespace)
    if (!entry || !chain) return false
    const network = findNetwork(chain.networks, entry.activeNetworkId) ?? chain.activeNetwork
    const adapter = adapters.get(namespace)
    let connected: Connected | undefined = {
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      accounts: entry.accounts,
      networkId: entry.activeNetworkId,
      provider: client.getProvider(namespace),
    }
    if (adapter) {
      // the adapter reads its accounts from the session and sends its requests through it
      const connector = pairingConnector(namespace)
      connected = undefined
      try {
        if (connector) connected = await adapter.reconnect({ connectorId: connector.id, network })
      } catch (error) {
        kit.log.warn(`pairing: the ${namespace} adapter did not take the session`, error)
      }
    }
    // the session may have ended while the adapter read it
    if (!connected?.accounts.length || client.$session.get()?.topic !== session.topic) return false
    const approved = entry.chains.map((id) => findNetwork(chain.networks, id)?.caipNetworkId ?? id)
    const [icon] = session.peer.icons
    const { connectorId, accounts, networkId, provider } = connected
    batch(() => {
      if (adapter) applyConnected(kit, namespace, connected, { activate: false })
      else {
        // what applyConnected does, with the connector type it cannot find without a connector:
        // set before the network, whose unsupported rule excepts basic pairing
        connections.update(namespace, {
          status: 'connected',
          connectorId,
          connectorType: 'WALLET_CONNECT',
          provider,
          wcError: false,
        })
        chains.updateAccount(namespace, { address: accounts[0]?.address, allAccounts: accounts })
        applyWalletNetwork(kit, namespace, networkId)
      }
      chains.patch(namespace, { approvedNetworkIds: [...new Set(approved)] })
      // the wallet on the other end, not the protocol, is what the account shows
      chains.updateAccount(namespace, {
        connectedWalletInfo: { name: session.peer.name, ...(icon && { icon }) },
      })
    })
    if (!adapter) {
      setConnectorId(kit.storage, namespace, connectorId)
      setConnectedNamespaces(kit.storage, [
        ...new Set([...getConnectedNamespaces(kit.storage), namespace]),
      ])
    }
    return true
  }

  async function show(session: PairingSession) {
    const covered = namespaces().filter((n) => session.namespaces[n])
    const shown = await Promise.all(covered.map((n) => showNamespace(session, n)))
    const first = covered.find((_, index) => shown[index])
    const network = first && chains.get(first)?.activeNetwork
    // the active namespace should be one with an account
    if (network && connections.get(chains.$activeNamespace.get()).status !== 'connected')
      setActiveNetwork(kit, network)
  }

  function end() {
    const shared = chains.namespaces.filter((n) => {
      const { status, connectorType } = connections.get(n)
      return (
        status !== 'disconnected' &&
        (connectorType === 'WALLET_CONNECT' || connectorType === 'AUTH')
      )
    })
    batch(() => {
      for (const namespace of shared) clearConnection(kit, namespace)
    })
    for (const namespace of shared)
      adapters
        .get(namespace)
        ?.disconnect()
        .catch((error: unknown) => kit.log.warn(`pairing: ${namespace} did not disconnect`, error))
  }

  function forward(event: Extract<PairingEvent, { type: 'accounts_changed' | 'chain_changed' }>) {
    const { connectorId, connectorType, status } = connections.get(event.namespace)
    if (connectorType !== 'WALLET_CONNECT' || status === 'disconnected' || !connectorId) return
    const ctx = createAdapterContext(kit, event.namespace)
    if (event.type === 'accounts_changed')
      ctx.accountsChanged({ connectorId, accounts: event.accounts })
    else ctx.networkChanged({ connectorId, networkId: event.networkId })
  }

  function onEvent(event: PairingEvent) {
    if (event.type === 'session_set') {
      const shown = show(event.session).catch((error: unknown) =>
        kit.log.error('pairing: the session could not be shown', error),
      )
      applying = shown
    } else if (event.type === 'session_deleted') end()
    else if (event.type !== 'uri') forward(event)
  }

  /** the kit's networks with `networkId`, then each namespace's active network, first */
  function ordered(networkId: CaipNetworkId | undefined): Network[] {
    const active = chains.namespaces.map((n) => chains.get(n)?.activeNetwork.caipNetworkId)
    const rank = (n: Network) =>
      n.caipNetworkId === networkId ? 0 : active.includes(n.caipNetworkId) ? 1 : 2
    return [...kit.options.networks].sort((a, b) => rank(a) - rank(b))
  }

  async function pair(
    wanted: readonly ChainNamespace[] | undefined,
    networkId: CaipNetworkId | undefined,
  ): Promise<PairingSession> {
    const served = namespaces()
    const targets = wanted ? served.filter((n) => wanted.includes(n)) : served
    if (!targets.length)
      throw new NoPairingNamespaceError({
        adapters: [...adapters.keys()],
        ...(wanted && { requested: wanted }),
      })
    const waiting = targets.filter(isWaiting)
    batch(() => {
      for (const namespace of waiting)
        connections.update(namespace, {
          status: 'connecting',
          connectorType: 'WALLET_CONNECT',
          wcError: false,
        })
    })
    try {
      // one-click sign-in: the wallet signs in within the same approval
      const authenticate = oneClickSignIn ? await createPairingAuthenticate(kit) : undefined
      const session = await client.connect({
        namespaces: targets,
        networks: ordered(networkId),
        ...(authenticate && { authenticate }),
      })
      await applying
      // namespaces the wallet did not approve
      release(waiting, false)
      return session
    } catch (error) {
      // a declined or failed pairing shows as an error; one the user cancelled does not
      release(waiting, client.$wcError.get())
      throw error
    }
  }

  // namespaces served by the session alone, stored as connected, wait for it like adapters do
  const restoring = getConnectedNamespaces(kit.storage).filter(
    (n) => !adapters.has(n) && chains.get(n),
  )
  for (const namespace of restoring)
    connections.update(namespace, { status: 'connecting', connectorType: 'WALLET_CONNECT' })

  const stops = [
    client.$wcUri.listen((wcUri) => mirror({ wcUri })),
    client.$wcPairingExpiry.listen((wcPairingExpiry) => mirror({ wcPairingExpiry })),
    client.$wcLinking.listen((wcLinking) => mirror({ wcLinking })),
    client.$wcError.listen((wcError) => mirror({ wcError })),
    client.$buffering.listen((buffering) => mirror({ buffering })),
    client.$recentWallet.listen((wallet) => {
      if (wallet)
        mirror({
          recentWallet: {
            id: wallet.id,
            name: wallet.name,
            ...(wallet.imageUrl && { imageUrl: wallet.imageUrl }),
          },
        })
    }),
    client.subscribe(onEvent),
  ]
  return {
    client,
    destroy() {
      for (const stop of stops.splice(0)) stop()
      client.destroy().catch((error: unknown) => kit.log.warn('pairing: destroy failed', error))
    },
    namespaces,
    connect({ namespaces: wanted, networkId } = {}) {
      pending ??= pair(wanted, networkId).finally(() => {
        pending = undefined
      })
      return pending
    },
    async restore() {
      try {
        await client.restore()
        await applying
      } catch (error) {
        kit.log.warn('pairing: the stored session could not be restored', error)
      }
      for (const namespace of restoring)
        if (connections.get(namespace).status === 'connecting') clearConnection(kit, namespace)
    },
  }
}
