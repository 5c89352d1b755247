import { useStore } from '@nanostores/react'
import { fetchHistory } from '@walletport/core'
import { useEffect, useRef, useState } from 'react'
import { useKitContext } from '../../provider/KitContext.js'

/**
 * The account's history through core's fetchHistory: the first page when the list shows and
 * again for another account or network; `more()` reads the next page by cursor. `settled` is
 * false until the first read of this account ends, so the list shows as loading till then.
 */
export function useHistoryPages() {
  const { kit } = useKitContext()
  const { transactions, loading, next } = useStore(kit.$transactions)
  const { address } = useStore(kit.$account)
  const { caipNetworkId } = useStore(kit.$activeNetwork)
  const [settled, setSettled] = useState(false)
  const reads = useRef<AbortController>(undefined)

  // biome-ignore lint/correctness/useExhaustiveDependencies: another network is another history
  useEffect(() => {
    if (!address) return
    const controller = new AbortController()
    reads.current = controller
    setSettled(false)
    fetchHistory(kit, { signal: controller.signal })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) kit.log.warn('the history could not be read', error)
      })
      .finally(() => {
        if (!controller.signal.aborted) setSettled(true)
      })
    // a read left behind would write into a list nobody shows
    return () => controller.abort()
  }, [kit, address, caipNetworkId])

  const more = useRef(() => {})
  more.current = () => {
    const signal = reads.current?.signal
    if (!next || loading || !signal || signal.aborted) return
    fetchHistory(kit, { next: true, signal }).catch((error: unknown) => {
      if (!signal.aborted) kit.log.warn('the next history page could not be read', error)
    })
  }
  return { transactions, loading, next, settled, more }
}
