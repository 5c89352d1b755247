import { getPairingClient, whenIdle } from '@walletport/core'
import { useEffect } from 'react'
import { useKitContext } from '../provider/KitContext.js'
import { VIEWS } from './views.js'

/**
 * Once the modal is loaded, the views it may reach next load when the page is idle: the
 * full list with the allWallets feature, pairing with WalletConnect (or no adapter), the
 * sign-in views with sign-in on, the email code and approval views with the embedded wallet.
 */
export function usePrefetchViews(): void {
  const { kit } = useKitContext()
  useEffect(
    () =>
      whenIdle(() => {
        const { features, siwx, adapters } = kit.options
        const pairing =
          !adapters.length ||
          getPairingClient(kit) !== undefined ||
          kit.$connectors.get().some((c) => c.type === 'WALLET_CONNECT')
        const views = [
          ...(features.allWallets ? (['AllWallets'] as const) : []),
          ...(pairing
            ? (['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'] as const)
            : []),
          ...(siwx ? (['SIWXSignMessage', 'ConnectingSiwe'] as const) : []),
          // the email code and the approval views, with the embedded wallet on
          ...(kit.options.embeddedWallet && (features.email || (features.socials || []).length)
            ? (['EmailVerifyOtp', 'ApproveTransaction'] as const)
            : []),
        ]
        for (const view of views) void VIEWS[view]?.preload?.().catch(() => undefined)
      }),
    [kit],
  )
}
