import type { SocialProvider } from '@walletport/core'

/**
 * A value that changes over time, read with `get` and watched with `subscribe` (which returns
 * the unsubscribe); a nanostores atom fits once core owns the value.
 */
export type Subscribable<TValue> = {
  get(): TValue
  subscribe(listener: () => void): () => void
}

/**
 * Sign-in with the wallet (SIWX). Core has the parts (errors, the adapter's `siwx` capability,
 * the storage key) but not the flow yet; the sign-in views call this contract.
 */
export type SignInFlow = {
  /** whether a sign-in session exists for the connected account */
  readonly session: Subscribable<boolean>
  /** after a connect: sign-in is on, the network is supported and there is no session */
  needsSignIn(): boolean
  /**
   * creates the message, has the wallet sign it, verifies and stores the session; on success
   * the modal closes, on failure SIWXSignMessage opens again with an error toast
   */
  signIn(): Promise<void>
  /** disconnects when sign-in is required; otherwise closes the modal and resets to Connect */
  cancel(): Promise<void>
}

/** The embedded wallet (email and social login), which core does not run yet. */
export type EmbeddedWalletFlow = {
  connectEmail(p: { email: string }): Promise<void>
  connectSocial(p: { provider: SocialProvider }): Promise<void>
}

/** Paging and searching the wallet explorer; core's wallet list store is filled by these. */
export type WalletListFlow = {
  /** loads a page of 40 into `$walletList.wallets` and sets `count` */
  fetchPage(p: { page: number }): Promise<void>
  /** loads up to 100 matches into `$walletList.search` */
  search(p: { query: string }): Promise<void>
}

/** Basic pairing (no adapters): the URI appears in `$connections` once started. */
export type PairingFlow = {
  start(): Promise<void>
}

/** Flows the views need that core does not provide yet; each is optional. */
export type WalletportFlows = {
  signIn?: SignInFlow
  embeddedWallet?: EmbeddedWalletFlow
  walletList?: WalletListFlow
  pairing?: PairingFlow
}
