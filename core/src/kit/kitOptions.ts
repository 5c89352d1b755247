import type { EmbeddedWallet } from '../embedded/embeddedWallet.js'
import type { WalletConnect } from '../pairing/walletConnect.js'
import type { AccountType, SocialProvider } from '../types/account.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { ChainNamespace } from '../types/caip.js'
import type { DataSource } from '../types/dataSource.js'
import type { LogLevel } from '../types/logger.js'
import type { Network } from '../types/network.js'
import type { KitPlugin } from '../types/plugin.js'
import type { Siwx } from '../types/siwx.js'
import type { StorageDriver } from '../types/storage.js'
import type { WalletStore } from '../walletList/walletRegistry.js'

/** Optional features, each loaded on demand when on. */
export type KitFeatures = {
  /** embedded wallet by email; needs the hosted service */
  email: boolean
  /** embedded wallet by social login; false or an empty list turns it off */
  socials: readonly SocialProvider[] | false
  swaps: boolean
  send: boolean
  receive: boolean
  onramp: boolean
  history: boolean
  /** names (registration and resolution through the data service) */
  names: boolean
  analytics: boolean
  allWallets: boolean
}

/**
 * Where each hosted service lives (after createKit: a URL, or absent when none is used); any of
 * them replaces the project id for its feature.
 */
export type KitEndpoints = {
  /** balances, identity, names, history, swap and on-ramp */
  dataService?: string
  /** the wallet explorer */
  explorer?: string
  analytics?: string
  /** the WalletConnect relay */
  relay?: string
  /** the embedded-wallet frame */
  embeddedWallet?: string
}

export type EndpointName = keyof KitEndpoints

/**
 * The `endpoints` option: a URL points a service elsewhere, `false` turns it off. With a
 * project id, an endpoint left out is the hosted default (DEFAULT_ENDPOINTS: data service,
 * explorer, analytics when `features.analytics` is on, relay); without one, it is off.
 */
export type KitEndpointsOption = { [TName in EndpointName]?: string | false }

export type KitMetadata = {
  name: string
  description?: string
  url?: string
  icons?: readonly string[]
}

export type KitTheme = {
  mode?: 'light' | 'dark'
  /** CSS variable values by name */
  variables?: Readonly<Record<string, string | number>>
}

export type { SiwxConfig } from '../types/siwx.js'

/**
 * A wallet the app adds to the lists (the `customWallets` option). Links open a page or the
 * wallet's app only: `javascript:`, `data:` (but an image logo) and `file:` are refused.
 */
export type CustomWallet = {
  /** its own id among the kit's wallets (an explorer id, or any string of the app's) */
  id: string
  name: string
  /** an http(s) URL or a `data:image/...` URI; a monogram of the name when absent */
  imageUrl?: string
  /** the chains it serves; shown only when the kit has one of them (all when absent) */
  namespaces?: readonly ChainNamespace[]
  /** EIP-6963 reverse-DNS id: when the browser announces it, the installed wallet shows instead */
  rdns?: string
  homepage?: string
  /**
   * the app's own scheme (`examplewallet://`), opened with the pairing URI on a phone; an
   * https link here is taken as the universal link
   */
  mobileLink?: string
  /** the app's universal (https) link, for where a scheme cannot open */
  universalLink?: string
  desktopLink?: string
  webappLink?: string
  /** its pages in the app and extension stores */
  stores?: Readonly<Partial<Record<WalletStore, string>>>
}

export type ConnectMethod = 'email' | 'social' | 'wallet'
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** What `createKit` accepts. */
export type KitOptions = {
  /** the networks the app asks for; at least one */
  networks: readonly Network[]
  /** one per namespace; none gives the basic pairing-only mode. `lazyAdapter` loads one when idle */
  adapters?: readonly ChainAdapter[]
  projectId?: string
  endpoints?: KitEndpointsOption
  metadata?: KitMetadata
  features?: Partial<KitFeatures>
  connectMethodsOrder?: readonly ConnectMethod[]
  walletFeaturesOrder?: readonly WalletFeature[]
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  /** wallets the app adds; shown after the featured ones */
  customWallets?: readonly CustomWallet[]
  /** sign-in with the wallet, from `createSiwx` or `createLocalSiwx` */
  siwx?: Siwx
  /** the older sign-in option; it cannot be combined with `siwx` */
  siweConfig?: object
  theme?: KitTheme
  locale?: string
  /** where the kit keeps state across visits; localStorage in browsers, memory elsewhere */
  storage?: StorageDriver
  /** keys go under `walletport:<storageKey>:`; by default derived so two kits do not collide */
  storageKey?: string
  /** lets the user switch networks from the modal; true by default */
  enableNetworkSwitch?: boolean
  /** stays quiet when the wallet is on a network outside `networks`; false by default */
  allowUnsupportedChain?: boolean
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /** the modal is embedded in the page: it never closes, it goes back to Account or Connect */
  embedded?: boolean
  /** the UI layer does not append the modal to the page body */
  disableAppend?: boolean
  /** the network selected at start when none is stored; the first network otherwise */
  defaultNetwork?: Network
  logLevel?: LogLevel
  /** overrides the user-agent check used by the opening rules */
  isMobile?: boolean
  /**
   * where balances and identities come from: `hostedData()` for the hosted data service, or
   * any DataSource; one with a `setup` is set up with the kit
   */
  dataSource?: DataSource & Partial<KitPlugin>
  /** opt-in parts with their own code, such as `hostedAnalytics()` and `identitySync()` */
  plugins?: readonly KitPlugin[]
  /**
   * WalletConnect pairing, from `walletConnect()`: on when a relay URL or a project id is
   * set, else hidden. Without this option nothing of WalletConnect is bundled.
   */
  walletConnect?: WalletConnect
  /**
   * The embedded wallet (email and socials), from `embeddedWallet()` of
   * `@walletport/core/embedded`: on when `features.email` or `features.socials` is on and
   * `endpoints.embeddedWallet` is set. Without this option none of its code is bundled.
   */
  embeddedWallet?: EmbeddedWallet
}

/** Options after validation, with every default filled in. */
export type ResolvedKitOptions = Readonly<
  Omit<
    KitOptions,
    | 'adapters'
    | 'features'
    | 'connectMethodsOrder'
    | 'walletFeaturesOrder'
    | 'enableNetworkSwitch'
    | 'allowUnsupportedChain'
    | 'defaultAccountTypes'
    | 'embedded'
    | 'endpoints'
  > & {
    adapters: readonly ChainAdapter[]
    features: Readonly<KitFeatures>
    connectMethodsOrder: readonly ConnectMethod[]
    walletFeaturesOrder: readonly WalletFeature[]
    enableNetworkSwitch: boolean
    allowUnsupportedChain: boolean
    defaultAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>>
    embedded: boolean
    endpoints: Readonly<KitEndpoints>
    /** the endpoints the app turned off with `false` */
    endpointsOff: readonly EndpointName[]
  }
>
