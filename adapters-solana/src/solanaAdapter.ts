import type { Commitment } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import {
  type AdapterContext,
  type ChainAdapter,
  type Connector,
  ConnectorNotFoundError,
  type ConnectorType,
  formatUnits,
  type Network,
  NoActiveAddressError,
  parseUnits,
  solana,
  solanaDevnet,
  solanaTestnet,
  UnsupportedChainError,
} from '@walletport/core'
import { atom, readonlyType } from 'nanostores'
import type { SolanaTokenInfo } from './balances/getTokenBalancesFromRpc.js'
import {
  startWalletStandardDiscovery,
  type WalletStandardDiscovery,
  type WalletStandardWindow,
} from './discovery/startWalletStandardDiscovery.js'
import type { SolanaSession, SolanaSessionHost } from './session/createSolanaSession.js'
import { isSolanaAddress } from './utils/isSolanaAddress.js'
import { getWalletFeature } from './wallet/getWalletFeature.js'
import { getWalletIcon, isSolanaWallet } from './wallet/isSolanaWallet.js'
import { WALLET_CONNECT_ID } from './walletconnect/walletConnectId.js'

export type SolanaCommitment = Extract<Commitment, 'processed' | 'confirmed' | 'finalized'>

/**
 * A wallet reached some other way than the page's Wallet Standard registry (WalletConnect's
 * solana namespace, an embedded wallet), given to the adapter as a Wallet Standard wallet:
 * the adapter drives every connector through the same features.
 */
export type SolanaExternalConnector = {
  id: string
  type: ConnectorType
  wallet: Wallet
  /** the wallet's name by default */
  name?: string
  imageUrl?: string
  /** called when the kit tears the adapter down */
  stop?(): void
}

/** Makes an external connector once the kit gives the adapter its context (project id, storage...). */
export type SolanaConnectorFactory = (ctx: AdapterContext) => SolanaExternalConnector

export type SolanaAdapterParameters = {
  /** the networks the adapter serves; the kit's Solana networks, else the three public clusters */
  networks?: readonly Network[]
  /** where Wallet Standard wallets announce themselves; the page's `window` when there is one */
  window?: WalletStandardWindow
  /** how final a read or a sent transaction must be; `confirmed` by default */
  commitment?: SolanaCommitment
  /** the seam for WalletConnect's solana namespace and other non-injected wallets */
  connectors?: readonly SolanaConnectorFactory[]
  /** names and icons of mints, for balances read from RPC */
  tokenList?: readonly SolanaTokenInfo[]
}

/**
 * A connector and its wallet. The WalletConnect wallet is a loader: its code comes with the
 * first connect or restore through it, while the connector is listed at once (the kit looks
 * for it as soon as a pairing exists).
 */
type Route = { connector: Connector; wallet: Wallet | (() => Promise<Wallet>) }
type External = Omit<SolanaExternalConnector, 'wallet'> & Pick<Route, 'wallet'>

const DEFAULT_NETWORKS: readonly Network[] = [solana, solanaDevnet, solanaTestnet]

/**
 * Docs: /adapters-solana/solanaAdapter. The Solana side of the kit on @solana/web3.js:
 * Wallet Standard discovery (started in `setup`, on an injectable window), connect,
 * reconnect, account changes, the three public clusters, SOL and SPL balances and sends,
 * message signing and Sign In With Solana. Make one adapter per kit.
 *
 * Only what runs before a click (discovery, connectors, addresses, units) loads with it.
 * The rest loads with `import()` on first use: the wallet session (connect, signing,
 * balances, sends, sign-in messages) on the first call that needs it, the WalletConnect
 * wallet on the first connect or restore through the pairing, @solana/web3.js on the first
 * read or send over RPC, the ed25519 code on the first sign-in check.
 */
export function solanaAdapter(parameters: SolanaAdapterParameters = {}): ChainAdapter {
  const { commitment = 'confirmed', tokenList } = parameters
  const $connectors = atom<readonly Connector[]>([])
  let ctx: AdapterContext | undefined
  let routes = new Map<string, Route>()
  let loaded: typeof import('./session/lazySession.js') | undefined
  let session: SolanaSession | undefined
  let teardown: (() => void) | undefined

  function servedNetworks(): readonly Network[] {
    const configured = parameters.networks ?? (ctx?.networks.length ? ctx.networks : undefined)
    return (configured ?? DEFAULT_NETWORKS).filter((n) => n.chainNamespace === 'solana')
  }

  /** the network as given when the adapter serves it; 'Unsupported chain' otherwise */
  function served(network: Network | undefined): Network {
    const ids = (n: Network) => [n.caipNetworkId, n.deprecatedCaipNetworkId]
    const known =
      network?.chainNamespace === 'solana' &&
      servedNetworks().some((n) => ids(n).some((id) => id && ids(network).includes(id)))
    if (!network || !known || !network.rpcUrls?.default?.http?.[0])
      throw new UnsupportedChainError()
    return network
  }

  const host: SolanaSessionHost = {
    commitment,
    tokenList,
    context: () => ctx,
    served,
  }
  // import() resolves to the same module once loaded; the session is one per setup
  async function getSession(): Promise<SolanaSession> {
    loaded = await import('./session/lazySession.js')
    session ??= loaded.createSolanaSession(host)
    return session
  }

  /** the route's wallet and the session to drive it, after the network check */
  async function open(connectorId: string, network: Network) {
    served(network)
    const route = routes.get(connectorId)
    if (!route) throw new ConnectorNotFoundError()
    const { wallet } = route
    const target = {
      connectorId,
      network,
      wallet: typeof wallet === 'function' ? await wallet() : wallet,
    }
    return { session: await getSession(), target }
  }

  function refreshConnectors(
    discovery: WalletStandardDiscovery | undefined,
    external: readonly External[],
  ) {
    const next = new Map<string, Route>()
    for (const wallet of discovery?.get() ?? []) {
      if (!isSolanaWallet(wallet) || next.has(wallet.name)) continue
      const imageUrl = getWalletIcon(wallet)
      next.set(wallet.name, {
        wallet,
        connector: {
          id: wallet.name,
          name: wallet.name,
          type: 'ANNOUNCED',
          chain: 'solana',
          rdns: wallet.name,
          installed: true,
          ...(imageUrl && { imageUrl }),
        },
      })
    }
    for (const { id, type, wallet, name, imageUrl } of external) {
      if (next.has(id)) continue
      next.set(id, {
        wallet,
        connector: {
          id,
          // a loader stands for the WalletConnect wallet, which always passes its name
          name: name ?? (wallet as Wallet).name,
          type,
          chain: 'solana',
          ...(imageUrl && { imageUrl }),
        },
      })
    }
    routes = next
    $connectors.set([...next.values()].map((route) => route.connector))
    // the connected wallet went away (extension removed or unregistered); a loader's wallet
    // is one per setup, so it stays while its route does
    const current = session?.current()
    const wallet = current && next.get(current.connectorId)?.wallet
    if (current && (!wallet || (typeof wallet !== 'function' && wallet !== current.wallet))) {
      session?.end()
      ctx?.disconnected({ connectorId: current.connectorId })
    }
  }

  return {
    namespace: 'solana',
    $connectors: readonlyType($connectors),

    setup(context) {
      if (teardown) {
        context.log.warn('solana: setup called twice; the first setup is torn down')
        teardown()
      }
      ctx = context
      const target = parameters.window ?? (typeof window === 'undefined' ? undefined : window)
      const discovery = startWalletStandardDiscovery({ target, log: context.log })
      const external: External[] = []
      const { pairing, embedded } = context
      // the kit's WalletConnect session comes first (passed again, it is the same connector)
      if (pairing) {
        let loading: Promise<Wallet> | undefined
        const load = async () => {
          const { createWalletConnectWallet } = await import('./walletconnect/lazyWalletConnect.js')
          return createWalletConnectWallet(pairing, {
            networks: context.networks.filter((n) => n.chainNamespace === 'solana'),
          })
        }
        external.push({
          id: WALLET_CONNECT_ID,
          type: 'WALLET_CONNECT',
          name: 'WalletConnect',
          // one wallet per setup; a failed load (a chunk that did not arrive) is tried again
          wallet: () =>
            (loading ??= load().catch((error: unknown) => {
              loading = undefined
              throw error
            })),
        })
      }
      for (const factory of parameters.connectors ?? []) {
        try {
          const connector = factory(context)
          if (!external.some((e) => e.id === connector.id)) external.push(connector)
        } catch (error) {
          context.log.error('solana: a connector failed to start', error)
        }
      }
      // the kit's embedded wallet (email and socials), as a Wallet Standard wallet
      if (embedded && !external.some((e) => e.id === embedded.connectorId))
        external.push({
          id: embedded.connectorId,
          type: 'AUTH',
          name: embedded.name,
          wallet: embedded.solanaWallet,
        })
      // a wallet may gain or lose chains and features; follow each one's change events
      // (a loader's wallet is left out: the connector list reads nothing of it)
      const watched = new Map<Wallet, (() => void) | undefined>()
      const refresh = () => {
        const current = new Set(discovery.get())
        for (const { wallet } of external) if (typeof wallet !== 'function') current.add(wallet)
        for (const [wallet, off] of watched)
          if (!current.has(wallet)) {
            off?.()
            watched.delete(wallet)
          }
        for (const wallet of current) {
          if (watched.has(wallet)) continue
          let off: (() => void) | undefined
          try {
            off = getWalletFeature(wallet, 'standard:events')?.on('change', (properties) => {
              if (properties && ('chains' in properties || 'features' in properties))
                refreshConnectors(discovery, external)
            })
          } catch (error) {
            context.log.warn(`solana: cannot follow changes of ${wallet.name}`, error)
          }
          watched.set(wallet, off)
        }
        refreshConnectors(discovery, external)
      }
      const unsubscribe = discovery.subscribe(refresh)
      refresh()

      const stop = () => {
        unsubscribe()
        discovery.stop()
        for (const off of watched.values()) off?.()
        watched.clear()
        for (const connector of external) {
          try {
            connector.stop?.()
          } catch (error) {
            context.log.warn(`solana: connector ${connector.id} failed to stop`, error)
          }
        }
        // the wallet stays authorised, so the next page load can reconnect silently
        session?.end()
        session = undefined
        routes = new Map()
        $connectors.set([])
        if (ctx === context) ctx = undefined
        teardown = undefined
      }
      teardown = stop
      return stop
    },

    async connect({ connectorId, network }) {
      const { session, target } = await open(connectorId, network)
      return session.connect(target)
    },

    async reconnect({ connectorId, network }) {
      served(network)
      if (!routes.has(connectorId)) return undefined
      try {
        const { session, target } = await open(connectorId, network)
        return await session.reconnect(target)
      } catch (error) {
        ctx?.log.debug(`solana: ${connectorId} did not reconnect`, error)
        return undefined
      }
    },

    async disconnect() {
      await session?.disconnect()
    },

    async switchNetwork({ network }) {
      served(network)
      // Solana wallets hold one key for every cluster: nothing to ask the wallet, only
      // whether it names the cluster at all
      session?.switchNetwork(network)
    },

    getBalance: async (p) => (await getSession()).getBalance(p),
    signMessage: async (p) => (await getSession()).signMessage(p),

    isAddress: isSolanaAddress,
    formatUnits,
    parseUnits,

    capabilities: {
      sendToken: async (p) => (await getSession()).sendToken(p),
      getTokenBalances: async (p) => (await getSession()).getTokenBalances(p),
      siwx: {
        // the contract wants the message at once; the kit signs in only once connected, and
        // connecting loads the message code with the session
        createMessage(data) {
          if (!loaded)
            throw new NoActiveAddressError({
              metaMessages: ['Connect a Solana wallet before writing a sign-in message'],
            })
          return loaded.createSiwxMessage(data)
        },
        // the wallet's own solana:signIn when it has it, the message signed otherwise
        signIn: async ({ address, data }) => (await getSession()).signIn({ address, data }),
        // the check (and its ed25519 code) loads at the first sign-in
        verifyMessage: async (p) => (await import('./session/lazySession.js')).verifySiwxMessage(p),
      },
    },
  }
}
