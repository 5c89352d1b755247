import type { Commitment } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import {
  type AdapterContext,
  type ChainAdapter,
  ChainNotSupportedError,
  type Connector,
  ConnectorNotFoundError,
  type ConnectorType,
  type Network,
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
import { createSiwxMessage } from './siwx/createSiwxMessage.js'
import { formatUnits } from './utils/formatUnits.js'
import { getWalletStandardChain } from './utils/getWalletStandardChain.js'
import { isSolanaAddress } from './utils/isSolanaAddress.js'
import { parseUnits } from './utils/parseUnits.js'
import { getWalletFeature } from './wallet/getWalletFeature.js'
import { getWalletIcon, isSolanaWallet } from './wallet/isSolanaWallet.js'
import { walletConnectConnector } from './walletconnect/walletConnectConnector.js'

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

type Route = { connector: Connector; wallet: Wallet }

const DEFAULT_NETWORKS: readonly Network[] = [solana, solanaDevnet, solanaTestnet]

/**
 * Docs: /adapters-solana/solanaAdapter. The Solana side of the kit on @solana/web3.js:
 * Wallet Standard discovery (started in `setup`, on an injectable window), connect,
 * reconnect, account changes, the three public clusters, SOL and SPL balances and sends,
 * message signing and Sign In With Solana. Make one adapter per kit.
 *
 * Only what runs before a click (discovery, connectors, addresses, units, sign-in messages)
 * loads with it. The rest loads with `import()` on first use: the wallet session (connect,
 * signing, balances, sends) on the first call that needs it, @solana/web3.js on the first
 * read or send over RPC, the ed25519 code on the first sign-in check.
 */
export function solanaAdapter(parameters: SolanaAdapterParameters = {}): ChainAdapter {
  const { commitment = 'confirmed', tokenList } = parameters
  const $connectors = atom<readonly Connector[]>([])
  let ctx: AdapterContext | undefined
  let routes = new Map<string, Route>()
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
    const { createSolanaSession } = await import('./session/createSolanaSession.js')
    session ??= createSolanaSession(host)
    return session
  }

  function assertWalletChain(wallet: Wallet, network: Network) {
    const chain = getWalletStandardChain(network)
    if (chain && !wallet.chains.includes(chain)) throw new ChainNotSupportedError()
  }

  function refreshConnectors(
    discovery: WalletStandardDiscovery | undefined,
    external: readonly SolanaExternalConnector[],
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
          name: name ?? wallet.name,
          type,
          chain: 'solana',
          ...(imageUrl && { imageUrl }),
        },
      })
    }
    routes = next
    $connectors.set([...next.values()].map((route) => route.connector))
    // the connected wallet went away (extension removed or unregistered)
    const current = session?.current()
    if (current && next.get(current.connectorId)?.wallet !== current.wallet) {
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
      const external: SolanaExternalConnector[] = []
      // the kit's WalletConnect session comes first (passed again, it is the same connector)
      const factories = [...(parameters.connectors ?? [])]
      if (context.pairing) factories.unshift(walletConnectConnector())
      // the kit's embedded wallet (email and socials), as a Wallet Standard wallet
      const { embedded } = context
      if (embedded)
        factories.push(() => ({
          id: embedded.connectorId,
          type: 'AUTH',
          name: embedded.name,
          wallet: embedded.solanaWallet,
        }))
      for (const factory of factories) {
        try {
          const connector = factory(context)
          if (!external.some((e) => e.id === connector.id)) external.push(connector)
        } catch (error) {
          context.log.error('solana: a connector failed to start', error)
        }
      }
      // a wallet may gain or lose chains and features; follow each one's change events
      const watched = new Map<Wallet, (() => void) | undefined>()
      const refresh = () => {
        const current = new Set([...discovery.get(), ...external.map((e) => e.wallet)])
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
      served(network)
      const route = routes.get(connectorId)
      if (!route) throw new ConnectorNotFoundError()
      assertWalletChain(route.wallet, network)
      const { wallet } = route
      return (await getSession()).connect({ connectorId, wallet, network })
    },

    async reconnect({ connectorId, network }) {
      served(network)
      const route = routes.get(connectorId)
      if (!route) return undefined
      try {
        assertWalletChain(route.wallet, network)
        const { wallet } = route
        return await (await getSession()).reconnect({ connectorId, wallet, network })
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
      const current = session?.current()
      if (current) assertWalletChain(current.wallet, network)
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
        createMessage: createSiwxMessage,
        // the check (and its ed25519 code) loads at the first sign-in
        verifyMessage: async (p) =>
          (await import('./siwx/verifySiwxMessage.js')).verifySiwxMessage(p),
      },
    },
  }
}
