import {
  buildWalletLinks,
  getPairingClient,
  isPairingExpired,
  type Kit,
  openWalletLink,
  type WalletListItem,
} from '@walletport/core'
import { toPairingWallet } from './toPairingWallet.js'

/**
 * Opens `wallet`'s app with the pairing URI at once, with no await on the way: call it straight
 * from the tap handler (iOS Safari and Telegram open another app only inside the tap). True
 * when a link opened; false when the wallet has no link or no fresh URI exists yet (core's
 * client then makes one, for the next tap).
 */
export function openWalletNow(kit: Kit, wallet: WalletListItem): boolean {
  const target = toPairingWallet(wallet)
  if (!target.nativeLink && !target.universalLink) return false
  const client = getPairingClient(kit)
  // the client also remembers the link, to bring the wallet forward for its requests
  if (client) return client.openWallet(target, { link: 'native' })
  // an adapter's own pairing connector writes its URI to the connection
  const connection = Object.values(kit.$connections.get()).find((c) => c?.wcUri)
  const uri = connection?.wcUri
  const expiry = connection?.wcPairingExpiry
  if (!uri || (expiry !== undefined && isPairingExpired(expiry, Date.now()))) return false
  const links = buildWalletLinks({ uri, wallet: target })
  const link = links.native ?? links.universal
  if (!link) return false
  return openWalletLink(link.href, link === links.native ? '_self' : '_blank')
}
