import { evmAdapter } from '@walletport/adapters-evm'
import {
  type AdapterCapabilities,
  arbitrum,
  createKit,
  createLocalSiwx,
  createMemoryDriver,
  hostedData,
  type Kit,
  type MockAdapter,
  mainnet,
  mockAdapter,
  walletExplorer,
} from '@walletport/core'
import { embeddedWallet } from '@walletport/core/embedded'
import { walletConnect } from '@walletport/core/walletconnect'
import type { GalleryView } from './galleryViews.js'

// fixed data, so that two runs draw the same pixels
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
/** 1.2345678 ETH */
const BALANCE = 1_234_567_800_000_000_000n
/** the mock's default EVM capabilities */
const EVM_CAPABILITIES: readonly (keyof AdapterCapabilities)[] = [
  'sendTransaction',
  'estimateGas',
  'writeContract',
  'sendToken',
]
/** an installed wallet, and WalletConnect for the wallets that are not */
const PAIRING_CONNECTORS = [
  { id: 'mock' },
  { id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', installed: false },
] as const

// the views that sign in need sign-in messages, the send review needs fee estimates
function capabilitiesOf(entry: GalleryView, signIn: boolean) {
  if (!signIn && !entry.sendForm) return undefined
  return [
    ...EVM_CAPABILITIES,
    ...(signIn ? (['siwx'] as const) : []),
    ...(entry.sendForm ? (['estimateFees'] as const) : []),
  ]
}

// pairing goes through the EVM adapter's WalletConnect connector (the mock has none), and so
// does a signed-in embedded account (its AUTH connector); the basic mode has no adapter at
// all: WalletConnect alone connects
function adaptersOf(entry: GalleryView, mock: MockAdapter) {
  if (entry.walletConnect === 'basic') return []
  return entry.walletConnect || entry.wallet === 'emailAccount' ? [evmAdapter()] : [mock]
}

// Ethereum read from the local chain the screens test starts (chain id 1), when it gives one
function networksOf(rpc: string | undefined) {
  return [rpc ? { ...mainnet, rpcUrls: { default: { http: [rpc] } } } : mainnet, arbitrum]
}

export type GalleryQuery = {
  lang: string
  theme: 'light' | 'dark'
  /** the data service the screens test serves (its wallet explorer under /explorer) */
  data: { url: string; projectId: string } | undefined
  /** the embedded-wallet frame the screens test starts, for the embedded wallet's views */
  frame: string | undefined
  /** the local WalletConnect relay the screens test starts, for the pairing views */
  relay: string | undefined
  /** the local chain (id 1) the screens test starts, for a signed-in embedded account */
  rpc: string | undefined
}

/**
 * Reads the page's query: `?view=Swap&lang=de&theme=dark&data=<url>&project=<id>`, plus
 * `&frame=<url>` for the embedded wallet's views (`&rpc=<url>` for a signed-in account's) and
 * `&relay=<ws url>` for the pairing views.
 */
export function readGalleryQuery(search: URLSearchParams): GalleryQuery {
  const url = search.get('data')
  const projectId = search.get('project')
  return {
    lang: search.get('lang') ?? 'en',
    theme: search.get('theme') === 'dark' ? 'dark' : 'light',
    data: url && projectId ? { url, projectId } : undefined,
    frame: search.get('frame') ?? undefined,
    relay: search.get('relay') ?? undefined,
    rpc: search.get('rpc') ?? undefined,
  }
}

/**
 * The kit of one gallery page, on core's mock wallet: nothing from the network, except the
 * local servers the query names (the data service, the embedded-wallet frame, the relay) for
 * the views that need them; sign-in only for the sign-in views, and a wallet that never
 * answers for the views that wait on it.
 */
export function createGalleryKit(
  entry: GalleryView,
  { lang, theme, data, frame, relay, rpc }: GalleryQuery,
): { kit: Kit; adapter: MockAdapter } {
  const signIn = entry.wallet === 'signIn' || entry.wallet === 'signingIn'
  const capabilities = capabilitiesOf(entry, signIn)
  const embedded = entry.embedded && frame
  const pairing = entry.walletConnect && relay
  const adapter = mockAdapter({
    namespace: 'eip155',
    accounts: [ADDRESS],
    balance: BALANCE,
    ...(capabilities && { capabilities }),
    ...(entry.pairing && { connectors: PAIRING_CONNECTORS }),
    failures: {
      ...(entry.wallet === 'connecting' && { connect: 'timeout' }),
      ...(entry.wallet === 'signingIn' && { signMessage: 'timeout' }),
    },
  })
  const kit = createKit({
    networks: networksOf(rpc),
    adapters: adaptersOf(entry, adapter),
    // nothing stored between pages: each opens on its own view
    storage: createMemoryDriver(),
    locale: lang,
    theme: { mode: theme },
    features: {
      receive: true,
      send: true,
      ...(data && { swaps: true, onramp: true, names: true, allWallets: true }),
      ...(embedded && { email: true }),
      ...(embedded && entry.social && { socials: [entry.social] }),
    },
    ...(pairing && { walletConnect: walletConnect({ relayUrl: pairing }) }),
    ...(embedded && { embeddedWallet: embeddedWallet(), endpoints: { embeddedWallet: frame } }),
    ...(data && {
      projectId: data.projectId,
      endpoints: {
        dataService: data.url,
        explorer: `${data.url}/explorer`,
        analytics: false,
        relay: false,
      },
      // one attempt: the local service answers at once
      dataSource: hostedData({ retry: false }),
      plugins: [walletExplorer()],
    }),
    ...(signIn && { siwx: createLocalSiwx({ storage: createMemoryDriver() }) }),
    isMobile: false,
    logLevel: 'silent',
    metadata: {
      name: 'Walletport gallery',
      description: 'Every view',
      url: window.location.origin,
    },
  })
  return { kit, adapter }
}
