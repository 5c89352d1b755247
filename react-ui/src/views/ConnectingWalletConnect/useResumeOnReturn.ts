import { getPairingClient, type WalletListItem } from '@walletport/core'
import { useEffect, useRef } from 'react'
import { useKitContext } from '../../provider/KitContext.js'
import { toPairingWallet } from '../../wallets/toPairingWallet.js'
import type { PairingStatus } from './usePairingConnect.js'

export type UseResumeOnReturnParameters = {
  status: PairingStatus
  /** tries the pairing again */
  start(): void
  wallet: WalletListItem | undefined
}

/**
 * Resumes the pairing when the visitor comes back from the wallet's app (the page becomes
 * visible again): a pairing that failed meanwhile (the relay dropped the backgrounded page,
 * say) starts again, and a URI that expired while the page slept is replaced at once rather
 * than at the client's next check. One the user declined stays declined.
 */
export function useResumeOnReturn({ status, start, wallet }: UseResumeOnReturnParameters) {
  const { kit } = useKitContext()
  const latest = useRef({ status, start, wallet })
  latest.current = { status, start, wallet }
  useEffect(() => {
    if (typeof document === 'undefined') return
    function onChange() {
      if (document.visibilityState !== 'visible') return
      const { status, start, wallet } = latest.current
      if (status === 'failed') return start()
      const client = getPairingClient(kit)
      if (status !== 'connecting' || !wallet || !client || client.$session.get()) return
      if (client.$buffering.get()) return
      const target = toPairingWallet(wallet)
      // with no fresh URI, openWallet opens nothing and makes a new one (its documented rule)
      if (!client.getWalletLinks(target)) client.openWallet(target)
    }
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [kit])
}
