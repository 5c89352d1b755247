import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import {
  type CaipNetworkId,
  type Network,
  type PairingClient,
  RequestBeforeConnectError,
} from '@walletport/core'
import { decodeBase58 } from '../utils/decodeBase58.js'
import { getWalletStandardChain } from '../utils/getWalletStandardChain.js'
import type { SolanaWalletFeatures } from '../wallet/getWalletFeature.js'
import type { SigningRequest } from './createSigningRequests.js'

// the protocol's mark, a plain blue square: the wallet on the other end has its own icon
const ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiMzYjk5ZmMiLz48L3N2Zz4='

const VERSIONS: readonly ('legacy' | 0)[] = ['legacy', 0]

// each signing feature and the session method behind it
const SIGNING = {
  'solana:signMessage': 'solana_signMessage',
  'solana:signTransaction': 'solana_signTransaction',
  'solana:signAndSendTransaction': 'solana_signAndSendTransaction',
} as const

type SigningFeature = keyof typeof SIGNING

export type CreateWalletConnectWalletParameters = {
  /** the solana networks served: the chains a session asks for before one exists */
  networks: readonly Network[]
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
  const entry = () => pairing.$session.get()?.namespaces.solana

  /** the Wallet Standard name of a CAIP-2 network: `solana:mainnet` for a public cluster */
  const standardChain = (networkId: CaipNetworkId): IdentifierString => {
    const network = networks.find(
      (n) => n.caipNetworkId === networkId || n.deprecatedCaipNetworkId === networkId,
    )
    return (
      getWalletStandardChain(network ?? { caipNetworkId: networkId }) ??
      (networkId as IdentifierString)
    )
  }

  /** the session network a Wallet Standard chain names; the namespace's active one by default */
  const networkFor = (chain: string | undefined): CaipNetworkId => {
    const current = entry()
    if (!current) throw new RequestBeforeConnectError()
    if (chain) {
      const match = current.chains.find((id) => id === chain || standardChain(id) === chain)
      if (match) return match
    }
    return current.activeNetworkId
  }

  const chains = (): IdentifierString[] => {
    const ids = entry()?.chains ?? networks.map((n) => n.caipNetworkId)
    return [...new Set(ids.map(standardChain))]
  }

  const signingFeatures = (): SigningFeature[] => {
    const approved = entry()?.methods
    return (Object.keys(SIGNING) as SigningFeature[]).filter(
      (name) => !approved || approved.includes(SIGNING[name]),
    )
  }

  const accounts = (): WalletAccount[] =>
    (entry()?.accounts ?? []).flatMap((account) => {
      const publicKey = decodeBase58(account.address)
      // not a base58 key: the adapter would drop it anyway
      if (!publicKey) return []
      return [
        { address: account.address, publicKey, chains: chains(), features: signingFeatures() },
      ]
    })

  const request: SigningRequest = (method, params, chain) =>
    pairing.request({ method, params, networkId: networkFor(chain) })

  // the request code loads on the first signature asked for
  const signing = async () =>
    (await import('./lazyWalletConnect.js')).createSigningRequests(request)

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
        listener({ accounts: accounts() })
    })
  }

  const all: SolanaWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (!entry()) {
          if (input?.silent) await pairing.restore()
          else await pairing.connect({ namespaces: ['solana'], networks })
        }
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': { version: '1.0.0', disconnect: () => pairing.disconnect() },
    'standard:events': { version: '1.0.0', on },
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

  return {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: ICON,
    get chains() {
      return chains()
    },
    get accounts() {
      return accounts()
    },
    get features() {
      const offered = new Set<string>([
        'standard:connect',
        'standard:disconnect',
        'standard:events',
        ...signingFeatures(),
      ])
      return Object.fromEntries(Object.entries(all).filter(([name]) => offered.has(name)))
    },
  }
}
