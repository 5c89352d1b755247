import { fetchSendTokenBalances, resetSendForm, setSendToken } from '@walletport/core'
import { useEffect } from 'react'
import { useKitContext } from '../../provider/KitContext.js'

// the views of the send flow: the form lives while one of them is in the history
const SEND_VIEWS: readonly string[] = ['WalletSend', 'WalletSendSelectToken', 'WalletSendPreview']

/**
 * Reads the account's balances for the form and picks the native currency (the row without a
 * token address) at first; leaving the send flow (back to Account, or closed) forgets the form.
 */
export function useSendSession(): void {
  const { kit } = useKitContext()
  useEffect(() => {
    if (!kit.$account.get().address) return
    fetchSendTokenBalances(kit).then(
      (rows) => {
        if (!kit.$send.get().token)
          setSendToken(kit, { token: rows.find((r) => !r.address) ?? rows[0] })
      },
      (error: unknown) => kit.log.warn('the token balances could not be read', error),
    )
    return () => {
      if (!kit.$history.get().some((entry) => SEND_VIEWS.includes(entry.view))) resetSendForm(kit)
    }
  }, [kit])
}
