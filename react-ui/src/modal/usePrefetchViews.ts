import { getPairingClient, loadWalletLogos } from '@walletport/core'
import { useEffect } from 'react'
import { useKitContext } from '../provider/KitContext.js'
import { VIEWS } from './views.js'

/**
 * Once the modal is loaded (itself when the page is idle), the views it may reach next load at
 * once, so that nothing is fetched after a click (a second wait for idle could still be
 * pending at the click on a busy page): the wallet logos (Connect shows them), the full list
 * with the allWallets feature, pairing with WalletConnect (or no adapter), the
 * sign-in views with sign-in on, the email code and approval views with the embedded wallet.
 */
export function usePrefetchViews(): void {
  const { kit } = useKitContext()
  useEffect(() => {
    const { features, siwx, adapters } = kit.options
    const pairing =
      !adapters.length ||
      getPairingClient(kit) !== undefined ||
      kit.$connectors.get().some((c) => c.type === 'WALLET_CONNECT')
    const views = [
      ...(features.allWallets ? (['AllWallets'] as const) : []),
      ...(pairing ? (['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'] as const) : []),
      ...(siwx ? (['SIWXSignMessage', 'ConnectingSiwe'] as const) : []),
      // the email code and the approval views, with the embedded wallet on
      ...(kit.options.embeddedWallet && (features.email || (features.socials || []).length)
        ? (['EmailVerifyOtp', 'ApproveTransaction'] as const)
        : []),
    ]
    for (const view of views) void VIEWS[view]?.preload?.().catch(() => undefined)
    void loadWalletLogos().catch(() => undefined)
  }, [kit])
}
