import type { SocialProvider } from '@walletport/core'

/**
 * The embedded wallet (email and social login), which core does not run yet: the Connect view
 * offers email and social logins only with this flow and the kit's `email` or `socials` feature.
 */
export type EmbeddedWalletFlow = {
  connectEmail(p: { email: string }): Promise<void>
  connectSocial(p: { provider: SocialProvider }): Promise<void>
}

/** Flows the views need that core does not provide yet; each is optional. */
export type WalletportFlows = {
  embeddedWallet?: EmbeddedWalletFlow
}
