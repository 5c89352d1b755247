import type { AccountType, SocialProvider } from './account.js'
import type { ChainNamespace } from './caip.js'

/** An EIP-1193 provider whose requests go through the embedded-wallet frame (eip155). */
export type EmbeddedProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  /**
   * accountsChanged, chainChanged and disconnect, as EIP-1193 names them; each listener gets
   * one payload (typed loosely, as wallets' listener types vary)
   */
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
}

/** The Wallet Standard `chains` entry shape: `namespace:reference`. */
export type EmbeddedIdentifier = `${string}:${string}`

/** One account of the Solana embedded wallet, shaped as a Wallet Standard account. */
export type EmbeddedSolanaAccount = {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly EmbeddedIdentifier[]
  readonly features: readonly EmbeddedIdentifier[]
}

/**
 * The Solana embedded wallet, shaped as a Wallet Standard wallet (standard:connect,
 * standard:disconnect, standard:events, solana:signMessage, solana:signTransaction,
 * solana:signAndSendTransaction), so that the solana adapter drives it like any other.
 */
export type EmbeddedSolanaWallet = {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: `data:image/svg+xml;base64,${string}`
  readonly chains: readonly EmbeddedIdentifier[]
  readonly accounts: readonly EmbeddedSolanaAccount[]
  readonly features: Readonly<Record<EmbeddedIdentifier, unknown>>
}

/** What an adapter of eip155 or solana is given to list the AUTH connector (email and socials). */
export type AdapterEmbedded = {
  /** the AUTH connector's id */
  readonly connectorId: string
  readonly name: string
  /** the eip155 provider; requests pass through the frame, unsafe ones after approval */
  readonly provider: EmbeddedProvider
  /** the solana wallet, with the same rules */
  readonly solanaWallet: EmbeddedSolanaWallet
}

/** Where the frame is and what it is doing. */
export type EmbeddedFrameStatus = 'idle' | 'loading' | 'ready' | 'failed'

/** The step of an email login the UI shows next. */
export type EmbeddedLoginStep =
  | 'idle'
  | 'verifyDevice'
  | 'verifyOtp'
  | 'social'
  | 'farcaster'
  | 'connecting'
  | 'connected'

/** One unsafe request waiting on the user's approval (the transaction stack). */
export type EmbeddedPendingApproval = Readonly<{
  id: string
  method: string
  namespace: ChainNamespace
}>

/** The embedded wallet's user, per namespace. */
export type EmbeddedUser = Readonly<{
  email?: string
  address: string
  chainId: string | number
  accounts: readonly Readonly<{ address: string; type: 'eoa' | 'smartAccount' }>[]
  userName?: string
  preferredAccountType?: AccountType
  smartAccountDeployed: boolean
}>

/** What the UI reads of the embedded wallet (`getEmbeddedState`). */
export type EmbeddedState = Readonly<{
  frame: EmbeddedFrameStatus
  step: EmbeddedLoginStep
  /** a login request is under way */
  loading: boolean
  /** the email being signed in, or signed in */
  email?: string
  socialProvider?: SocialProvider
  /** the social account's name, kept after login */
  userName?: string
  /** the Farcaster sign-in link to show as a QR code */
  farcasterUrl?: string
  /** the signed-in user of each namespace */
  users: Readonly<Partial<Record<ChainNamespace, EmbeddedUser>>>
  /** chain ids (eip155) where the smart account is available */
  smartAccountEnabledNetworks: readonly number[]
  /** the transaction stack: unsafe requests awaiting approval, oldest first */
  approvals: readonly EmbeddedPendingApproval[]
  /** the height the frame asks for while it shows an approval */
  frameHeight?: number
}>
