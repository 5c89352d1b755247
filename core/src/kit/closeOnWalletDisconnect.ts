import { close } from '../actions/close.js'
import type { View } from '../router/types.js'
import type { Kit } from './types.js'

/** the views that show or act for the connected account: with none left they have nothing */
const ACCOUNT_VIEWS: ReadonlySet<View> = new Set<View>([
  'Account',
  'WalletReceive',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'Swap',
  'SwapSelectToken',
  'OnRampProviders',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
])

/**
 * When the last connection ends while the modal shows the account (the wallet disconnected
 * from its side, its session was deleted, a re-sync failed), the modal closes, as it does
 * after the visitor's own Disconnect, rather than staying on a view with no account; an
 * embedded modal goes back to Connect. Returns the teardown.
 */
export function closeOnWalletDisconnect(kit: Kit): () => void {
  let previous = kit.$status.get()
  return kit.$status.listen((status) => {
    const ended = previous === 'connected' && status === 'disconnected'
    previous = status
    if (ended && kit.$open.get() && ACCOUNT_VIEWS.has(kit.$view.get())) close(kit)
  })
}
