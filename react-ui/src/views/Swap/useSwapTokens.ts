import { useStore } from '@nanostores/react'
import { fetchSwapTokens, getSwapState } from '@walletport/core'
import { useEffect, useState } from 'react'
import { useKitContext } from '../../provider/KitContext.js'

/**
 * Reads the swap tokens of the active network once per network (coming back from the token
 * picker reuses them); `failed` says the read failed, `retry` tries again.
 */
export function useSwapTokens(): { failed: boolean; retry(): void } {
  const { kit } = useKitContext()
  const networkId = useStore(kit.$activeNetwork).caipNetworkId
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const state = getSwapState(kit)
    if (attempt === 0 && state.networkId === networkId && state.tokens.length && !state.pending)
      return
    const controller = new AbortController()
    setFailed(false)
    fetchSwapTokens(kit, { signal: controller.signal }).catch((error: unknown) => {
      if (controller.signal.aborted) return
      kit.log.warn('the swap tokens could not be read', error)
      setFailed(true)
    })
    return () => controller.abort()
  }, [kit, networkId, attempt])
  return { failed, retry: () => setAttempt((n) => n + 1) }
}
