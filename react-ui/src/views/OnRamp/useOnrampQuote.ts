import { useStore } from '@nanostores/react'
import { $onrampState, fetchOnrampQuote } from '@walletport/core'
import { useEffect, useState } from 'react'
import { useKitContext } from '../../provider/KitContext.js'
import { useDebouncedValue } from '../useDebouncedValue.js'

export type OnrampQuoteStatus = 'idle' | 'waiting' | 'failed'

const QUOTE_DELAY = 400

/**
 * Asks for a quote when the form is `complete` and has none (every change clears it), once
 * typing pauses; `waiting` covers the pause and the request.
 */
export function useOnrampQuote(complete: boolean): OnrampQuoteStatus {
  const { kit } = useKitContext()
  const { purchaseCurrency, paymentCurrency, paymentMethod, paymentAmount, quote } = useStore(
    $onrampState(kit),
  )
  const key = complete
    ? `${purchaseCurrency}|${paymentCurrency}|${paymentMethod}|${paymentAmount}`
    : undefined
  const settled = useDebouncedValue(key, QUOTE_DELAY)
  const [failedKey, setFailedKey] = useState<string>()
  const hasQuote = quote !== undefined
  useEffect(() => {
    if (!settled || hasQuote) return
    const controller = new AbortController()
    fetchOnrampQuote(kit, { signal: controller.signal }).catch((error: unknown) => {
      if (controller.signal.aborted) return
      kit.log.warn('no on-ramp quote', error)
      setFailedKey(settled)
    })
    return () => controller.abort()
  }, [kit, settled, hasQuote])
  if (!key || hasQuote) return 'idle'
  return failedKey === key ? 'failed' : 'waiting'
}
