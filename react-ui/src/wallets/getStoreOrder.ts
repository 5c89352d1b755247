import type { WalletStore } from '@walletport/core'

/**
 * The stores a visitor can install a wallet from, best first, by user agent: the phone's own
 * store on iOS and Android; on a computer the browser's extension store, then Chrome's (most
 * wallet extensions also run in other Chromium browsers).
 */
export function getStoreOrder(userAgent: string, isMobile: boolean): WalletStore[] {
  if (/iPhone|iPad|iPod/.test(userAgent)) return ['ios']
  if (/Android/.test(userAgent)) return ['android']
  if (isMobile) return ['ios', 'android']
  if (/Firefox\//.test(userAgent)) return ['firefox', 'chrome']
  if (/Edg\//.test(userAgent)) return ['edge', 'chrome']
  return ['chrome']
}
