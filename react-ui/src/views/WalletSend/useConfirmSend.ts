import { showToast, submitSendForm } from '@walletport/core'
import { useState } from 'react'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

// what core refuses before it asks the wallet, so it shows no toast of its own for it
const REFUSALS: Readonly<Record<string, PlainMessageKey>> = {
  InvalidSendParametersError: 'toast.invalidSend',
  InsufficientGasError: 'send.insufficientGas',
  UnsupportedChainError: 'toast.unsupportedChain',
}

/**
 * Sends the reviewed form once (`sending` while the wallet is asked). Core answers: 'Transaction
 * started' and Account without a back option, or its error toast with the form kept; what core
 * refuses before asking the wallet is said here.
 */
export function useConfirmSend(canSend: boolean) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const [sending, setSending] = useState(false)
  async function confirm() {
    if (sending || !canSend) return
    setSending(true)
    try {
      await submitSendForm(kit)
    } catch (error) {
      const name = error instanceof Error ? error.name : ''
      const refusal = Object.hasOwn(REFUSALS, name) ? REFUSALS[name] : undefined
      if (refusal) showToast(kit, { variant: 'error', message: t(refusal) })
      setSending(false)
    }
  }
  return { sending, confirm }
}
