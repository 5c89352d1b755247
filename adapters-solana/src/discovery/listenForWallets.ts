import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'
import type { Logger } from '@walletport/core'
import { isWalletShaped } from '../wallet/isSolanaWallet.js'
import type { WalletList } from './createWalletList.js'
import type { WalletStandardWindow } from './startWalletStandardDiscovery.js'

export type ListenForWalletsParameters = {
  target: WalletStandardWindow
  list: WalletList
  /** also registers the wallet in the shared registry; returns its unregister */
  share(wallet: Wallet): () => void
  log: Logger
}

/**
 * The app side of the Wallet Standard handshake on `target`: listens for
 * `wallet-standard:register-wallet` and dispatches `wallet-standard:app-ready`, so wallets
 * register whether they loaded before or after the kit. Returns the removal of the listener.
 */
export function listenForWallets({ target, list, share, log }: ListenForWalletsParameters) {
  const api: WindowAppReadyEventAPI = Object.freeze({
    register(wallet: Wallet) {
      if (!isWalletShaped(wallet)) {
        log.warn('wallet standard: ignored a registration that is not a wallet')
        return () => {}
      }
      list.add(wallet)
      const unshare = share(wallet)
      return () => {
        list.remove(wallet)
        unshare()
      }
    },
  })
  const onRegisterWallet = (event: Event) => {
    const callback = (event as { detail?: unknown }).detail
    if (typeof callback !== 'function') return
    try {
      callback(api)
    } catch (error) {
      log.warn('wallet standard: a wallet failed to register', error)
    }
  }
  target.addEventListener('wallet-standard:register-wallet', onRegisterWallet)
  try {
    target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  } catch (error) {
    log.warn('wallet standard: could not announce the app', error)
  }
  return () => target.removeEventListener('wallet-standard:register-wallet', onRegisterWallet)
}
