import type { Wallet, WalletIcon } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import { loadOnce, type Network, type PairingClient } from '@walletport/core'
import type { SolanaWalletFeatures } from '../wallet/getWalletFeature.js'
import type { SigningRequest } from './createSigningRequests.js'
import {
  readWalletConnectNamespace,
  type WalletConnectNamespace,
} from './readWalletConnectNamespace.js'

// the protocol's mark, a plain blue square: the wallet on the other end has its own icon
const ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiMzYjk5ZmMiLz48L3N2Zz4='

const VERSIONS: readonly ('legacy' | 0)[] = ['legacy', 0]

export type CreateWalletConnectWalletParameters = {
  /** the solana networks served: the chains a session asks for before one exists */
  networks: readonly Network[]
}

/** account changes and the session's end as the wallet's `change` events */
function createEvents(
  pairing: PairingClient,
  namespace: WalletConnectNamespace,
): SolanaWalletFeatures['standard:events'] {
  function on<E extends keyof StandardEventsListeners>(
    event: E,
    listener: StandardEventsListeners[E],
  ): () => void {
    if (event !== 'change') return () => {}
    return pairing.subscribe((change) => {
      if (change.type === 'session_deleted') listener({ accounts: [] })
      else if (
        change.type === 'session_set' ||
        (change.type === 'accounts_changed' && change.namespace === 'solana')
      )
        listener({ accounts: namespace.accounts() })
    })
  }
  return { version: '1.0.0', on }
}

/** every feature the wallet can offer; the wallet lists those the session approved */
function createFeatures(
  pairing: PairingClient,
  namespace: WalletConnectNamespace,
  networks: readonly Network[],
): SolanaWalletFeatures {
  const request: SigningRequest = (method, params, chain) =>
    pairing.request({ method, params, networkId: namespace.networkFor(chain) })
  // the request code loads on the first signature asked for
  const signing = loadOnce(async () =>
    (await import('./lazyWalletConnect.js')).createSigningRequests(request),
  )
  return {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (!namespace.exists()) {
          if (input?.silent) await pairing.restore()
          else await pairing.connect({ namespaces: ['solana'], networks })
        }
        return { accounts: namespace.accounts() }
      },
    },
    'standard:disconnect': { version: '1.0.0', disconnect: () => pairing.disconnect() },
    'standard:events': createEvents(pairing, namespace),
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: async (...inputs) => (await signing()).signMessage(inputs),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: VERSIONS,
      signTransaction: async (...inputs) => (await signing()).signTransaction(inputs),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: VERSIONS,
      signAndSendTransaction: async (...inputs) => (await signing()).signAndSendTransaction(inputs),
    },
  }
}

/**
 * Docs: /adapters-solana/walletConnect. The solana namespace of the kit's WalletConnect
 * session as a Wallet Standard wallet, so the adapter drives it like any other: `connect`
 * reads the session's accounts (pairing for solana alone when there is no session yet; with
 * `silent`, only a restored one), `solana:signMessage`, `solana:signTransaction` and
 * `solana:signAndSendTransaction` become the session's `solana_*` requests (each offered
 * only when the wallet approved its method), and account changes and the session's end
 * arrive as `change` events.
 */
export function createWalletConnectWallet(
  pairing: PairingClient,
  { networks }: CreateWalletConnectWalletParameters,
): Wallet {
  const namespace = readWalletConnectNamespace(pairing, networks)
  const all = createFeatures(pairing, namespace, networks)
  return {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: ICON,
    get chains() {
      return namespace.chains()
    },
    get accounts() {
      return namespace.accounts()
    },
    get features() {
      const offered = new Set<string>([
        'standard:connect',
        'standard:disconnect',
        'standard:events',
        ...namespace.signingFeatures(),
      ])
      return Object.fromEntries(Object.entries(all).filter(([name]) => offered.has(name)))
    },
  }
}
