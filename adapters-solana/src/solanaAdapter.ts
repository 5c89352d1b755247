import type { Commitment } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import {
  type AdapterContext,
  type ChainAdapter,
  type ConnectorType,
  formatUnits,
  loadOnce,
  type Network,
  parseUnits,
} from '@walletport/core'
import type { SolanaTokenInfo } from './balances/getTokenBalancesFromRpc.js'
import { assertServedNetwork } from './connectors/assertServedNetwork.js'
import { createConnectorList } from './connectors/createConnectorList.js'
import { startConnectors } from './connectors/startConnectors.js'
import type { ConnectorRoute } from './connectors/toConnectorRoutes.js'
import type { WalletStandardWindow } from './discovery/startWalletStandardDiscovery.js'
import { bindSessionCapabilities } from './session/bindSessionCapabilities.js'
import { isSolanaAddress } from './utils/isSolanaAddress.js'

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
  const connectors = createConnectorList()
  let ctx: AdapterContext | undefined
  let teardown: (() => void) | undefined
  const served = (network: Network | undefined) =>
    assertServedNetwork(network, parameters.networks, ctx?.networks)
  // the session's actions bound to this adapter; their code loads on the first call
  const session = loadOnce(async () =>
    (await import('./session/lazySession.js')).createSolanaSession({
      ...parameters,
      context: () => ctx,
      served,
    }),
  )
  /** the connector's wallet, after the network check */
  const target = async (connectorId: string, network: Network) => {
    served(network)
    return { connectorId, network, wallet: await connectors.wallet(connectorId) }
  }
  function setRoutes(next: Map<string, ConnectorRoute>) {
    connectors.set(next)
    // the connected wallet went away (extension removed or unregistered)
    const current = session.loaded()?.current()
    if (current && !connectors.holds(current.connectorId, current.wallet)) {
      session.loaded()?.detach()
      ctx?.disconnected({ connectorId: current.connectorId })
    }
  }

  function setup(context: AdapterContext) {
    if (teardown) context.log.warn('solana: setup called twice; the first setup is torn down')
    teardown?.()
    ctx = context
    const stopConnectors = startConnectors({ ...parameters, context, changed: setRoutes })
    const stop = () => {
      stopConnectors()
      // the wallet stays authorised, so the next page load can reconnect silently
      session.loaded()?.detach()
      setRoutes(new Map())
      if (ctx === context) ctx = undefined
      teardown = undefined
    }
    teardown = stop
    return stop
  }
  return {
    namespace: 'solana',
    $connectors: connectors.$connectors,
    setup,
    async connect({ connectorId, network }) {
      const wallet = await target(connectorId, network)
      return (await session()).connect(wallet)
    },
    async reconnect({ connectorId, network }) {
      served(network)
      if (!connectors.has(connectorId)) return undefined
      try {
        const wallet = await target(connectorId, network)
        return await (await session()).reconnect(wallet)
      } catch (error) {
        ctx?.log.debug(`solana: ${connectorId} did not reconnect`, error)
        return undefined
      }
    },
    // the connection lives in the session: none before it loads
    async disconnect() {
      await session.loaded()?.disconnect()
    },
    async switchNetwork({ network }) {
      served(network)
      session.loaded()?.switchNetwork(network)
    },
    isAddress: isSolanaAddress,
    formatUnits,
    parseUnits,
    ...bindSessionCapabilities(session),
  }
}
