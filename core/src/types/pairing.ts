import type { ReadableAtom } from 'nanostores'
import type { Account } from './account.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './caip.js'
import type { Network } from './network.js'

/** What the wallet is shown about the site while pairing. */
export type PairingMetadata = {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

/** The wallet on the other end of a session, as it describes itself. */
export type PairingPeer = {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

/** A wallet the user can open with the pairing URI (from the wallet list or the explorer). */
export type PairingWallet = {
  id: string
  name: string
  imageUrl?: string
  /** the app's own scheme, like `metamask://` */
  nativeLink?: string
  /** the app's universal (https) link, like `https://metamask.app.link` */
  universalLink?: string
}

/** A link that opens a wallet with the pairing URI. */
export type WalletLink = { href: string; name: string }

/** Both links of one wallet for the current URI; each is absent when the wallet has none. */
export type WalletLinks = { native?: WalletLink; universal?: WalletLink }

/** One chain namespace of a settled session. */
export type PairingNamespace = {
  namespace: ChainNamespace
  /** one row per distinct address, in the wallet's order; the first is the active one */
  accounts: readonly Account[]
  /** every CAIP-10 id the wallet approved, one per address and chain */
  caipAddresses: readonly CaipAddress[]
  /** the approved networks */
  chains: readonly CaipNetworkId[]
  methods: readonly string[]
  events: readonly string[]
  /** the network `getProvider(namespace)` sends requests to */
  activeNetworkId: CaipNetworkId
}

/** A settled WalletConnect session, reduced to what the kit needs. */
export type PairingSession = {
  topic: string
  /** when the session expires, in ms since the epoch */
  expiry: number
  peer: PairingPeer
  namespaces: Readonly<Partial<Record<ChainNamespace, PairingNamespace>>>
}

export type PairingEvent =
  | { type: 'uri'; uri: string; expiry: number }
  | { type: 'session_set'; session: PairingSession }
  | {
      type: 'accounts_changed'
      namespace: ChainNamespace
      accounts: readonly Account[]
      caipAddresses: readonly CaipAddress[]
    }
  | { type: 'chain_changed'; namespace: ChainNamespace; networkId: CaipNetworkId }
  /** the session ended: the wallet deleted it, we disconnected, or it expired */
  | { type: 'session_deleted'; topic: string; by: 'wallet' | 'dapp' | 'expiry' }

export type PairingConnectParameters = {
  /** the chain namespaces to ask the wallet for; one without a configured network is skipped */
  namespaces: readonly ChainNamespace[]
  /** the networks to ask for, the active one first; the client's networks by default */
  networks?: readonly Network[]
  /** called with each pairing URI, the first and every refreshed one */
  onUri?: (uri: string) => void
  /**
   * One-click sign-in (eip155 only): the wallet is asked to authenticate in the same approval.
   * A wallet that cannot answers the session proposal instead, and no CACAO comes back.
   */
  authenticate?: PairingAuthenticate
}

/** A CACAO (CAIP-74) a wallet returns for an authenticate request. */
export type PairingCacao = {
  h: { t: string }
  p: {
    iss: string
    domain: string
    aud?: string | undefined
    uri?: string | undefined
    version: string
    nonce: string
    iat: string
    exp?: string | undefined
    nbf?: string | undefined
    statement?: string | undefined
    requestId?: string | undefined
    resources?: readonly string[] | undefined
  }
  s: { t: string; s: string; m?: string | undefined }
}

/** What a pairing asks the wallet to sign in with, and how its answer is checked. */
export type PairingAuthenticate = {
  request: {
    domain: string
    /** every eip155 chain asked for */
    chains: readonly CaipNetworkId[]
    nonce: string
    uri: string
    statement?: string | undefined
    exp?: string | undefined
    nbf?: string | undefined
    requestId?: string | undefined
    resources?: readonly string[] | undefined
  }
  /**
   * Checks and keeps the wallet's CACAOs before the session is shown; a rejection refuses
   * the session (the wallet is told) and the connect rejects with it.
   */
  verify(cacaos: readonly PairingCacao[]): Promise<void>
}

export type PairingRequestParameters = {
  method: string
  params?: unknown
  /** the network the request is for; wallet methods go to the wallet, reads to its RPC */
  networkId: CaipNetworkId
}

export type PairingProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'

/**
 * An EIP-1193 view of one namespace of the session: requests go to the namespace's active
 * network. eip155 answers `eth_chainId` (hex), `eth_accounts` and `eth_requestAccounts`
 * itself and switches with `wallet_switchEthereumChain`.
 */
export type PairingProvider = {
  readonly namespace: ChainNamespace
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: PairingProviderEvent, listener: (payload: unknown) => void): void
  removeListener(event: PairingProviderEvent, listener: (payload: unknown) => void): void
}

/** The open-wallet choice of `openWallet`. */
export type OpenWalletParameters = {
  /** `native` by default; `universal` for wallets without a scheme or where schemes are blocked */
  link?: 'native' | 'universal'
  /** the browsing context; `_self` for native links, `_blank` for universal ones by default */
  target?: '_self' | '_blank' | '_top'
}

/**
 * The kit's one WalletConnect client. Its state lives in stores made per client;
 * `@walletconnect/universal-provider`
 * is loaded only by the first `connect` or a `restore` that finds a stored session.
 */
export type PairingClient = {
  /** the pairing URI to show as a QR code or to open in a wallet */
  readonly $wcUri: ReadableAtom<string | undefined>
  /** when the URI expires, in ms since the epoch; a fresh one is made 10 s before */
  readonly $wcPairingExpiry: ReadableAtom<number | undefined>
  /** the wallet link (without the URI) used last: what brings the wallet forward for a request */
  readonly $wcLinking: ReadableAtom<WalletLink | undefined>
  /** the last pairing attempt failed (declined, unreachable relay...) */
  readonly $wcError: ReadableAtom<boolean>
  /** a URI is being prepared: links cannot open yet */
  readonly $buffering: ReadableAtom<boolean>
  /** the wallet the user picked last */
  readonly $recentWallet: ReadableAtom<PairingWallet | undefined>
  readonly $session: ReadableAtom<PairingSession | undefined>

  /** pairs with a wallet: resolves with the session, the URI appears in `$wcUri` first */
  connect(p: PairingConnectParameters): Promise<PairingSession>
  /** gives up a pending connect, which rejects with a user rejection (4001) */
  cancelConnect(): void
  /** brings back the stored session after a reload; undefined when there is none */
  restore(): Promise<PairingSession | undefined>
  request(p: PairingRequestParameters): Promise<unknown>
  /** makes `networkId` the namespace's active network (asking the wallet when not approved) */
  switchNetwork(p: { networkId: CaipNetworkId }): Promise<void>
  /**
   * Ends the session: the state and storage at once, the wallet once the relay takes the
   * message (when it never does, the session is dropped here anyway). Without one, nothing.
   */
  disconnect(): Promise<void>
  getProvider(namespace: ChainNamespace): PairingProvider
  /** returns the unsubscribe */
  subscribe(listener: (event: PairingEvent) => void): () => void
  /** both links of a wallet for the current URI; undefined while no fresh URI exists */
  getWalletLinks(wallet: PairingWallet): WalletLinks | undefined
  /**
   * Opens the wallet with the current URI, synchronously: call it straight from the tap
   * handler. Returns false (and makes a fresh URI) when none is ready.
   */
  openWallet(wallet: PairingWallet, p?: OpenWalletParameters): boolean
  /** closes the relay connection and stops timers; the stored session stays. Final. */
  destroy(): Promise<void>
}
