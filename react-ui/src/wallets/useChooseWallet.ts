import {
  connectWalletConnect,
  getPairingClient,
  selectWallet,
  type WalletListItem,
} from '@walletport/core'
import { useCallback, useEffect } from 'react'
import { useKitContext } from '../provider/KitContext.js'
import { openWalletNow } from './openWalletNow.js'

/**
 * What choosing a wallet of a list does. On mobile a pairing starts as soon as the list shows,
 * so that its URI exists before any tap; the tap then opens the wallet's app with it in the
 * same task (a browser blocks an app link opened after an await), and the pairing view shows
 * with "Open again" and "Copy link". Choosing an installed wallet gives that pairing up.
 */
export function useChooseWallet(): (wallet: WalletListItem) => void {
  const { kit } = useKitContext()
  useEffect(() => {
    if (!kit.isMobile || kit.$status.get() === 'connected') return
    const client = getPairingClient(kit)
    if (!client || client.$session.get()) return
    // a failure shows in the pairing view, which tries again when a wallet is chosen
    connectWalletConnect(kit).catch((error: unknown) =>
      kit.log.debug('the early pairing for wallet links ended', error),
    )
  }, [kit])
  return useCallback(
    (wallet: WalletListItem) => {
      const { view } = selectWallet(kit, { wallet })
      if (!kit.isMobile) return
      if (view === 'ConnectingWalletConnect') openWalletNow(kit, wallet)
      else getPairingClient(kit)?.cancelConnect()
    },
    [kit],
  )
}
