import type { OpenWalletParameters, PairingWallet, WalletLinks } from '../../types/pairing.js'
import { buildWalletLinks, openWalletLink } from '../buildWalletLinks.js'
import type { PairingState } from '../client/createPairingState.js'
import { isPairingExpired } from '../isPairingExpired.js'
import { storeLinking } from '../session/storeSession.js'
import { startAttempt } from './startAttempt.js'

/** the wallet's links to the URI on screen, while it is fresh */
export function getWalletLinks(
  state: PairingState,
  wallet: PairingWallet,
): WalletLinks | undefined {
  const uri = state.$wcUri.get()
  if (!uri || isPairingExpired(state.$wcPairingExpiry.get(), state.config.now())) return undefined
  return buildWalletLinks({ uri, wallet })
}

/**
 * Opens the wallet on the URI on screen, by its native link by default; with no fresh URI,
 * starts one for the next tap. True when a link was opened.
 */
export function openPairingWallet(
  state: PairingState,
  wallet: PairingWallet,
  { link = 'native', target }: OpenWalletParameters = {},
): boolean {
  state.$recentWallet.set(wallet)
  const links = getWalletLinks(state, wallet)
  if (!links) {
    // nothing fresh to open: make a URI now, the next tap will have it
    if (state.pending && !state.preparing) void startAttempt(state)
    return false
  }
  const native = link === 'native' ? links.native : undefined
  const chosen = native ?? links.universal ?? links.native
  if (!chosen) return false
  const isNative = chosen === links.native
  if (!openWalletLink(chosen.href, target ?? (isNative ? '_self' : '_blank'), state.config.window))
    return false
  const base = isNative ? wallet.nativeLink : wallet.universalLink
  storeLinking(state, { href: base ?? chosen.href, name: wallet.name })
  return true
}
