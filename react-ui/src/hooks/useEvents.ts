'use client'
import { type KitEvent, watchEvents } from '@walletport/core'
import { useEffect, useRef, useState } from 'react'
import { useKit } from './useKit.js'

/**
 * Docs: /react-ui/hooks/useEvents. Calls `onEvent` with every kit event (analytics events
 * and state notices) and returns the latest one.
 */
export function useEvents(onEvent?: (event: KitEvent) => void): KitEvent | undefined {
  const kit = useKit()
  const [latest, setLatest] = useState<KitEvent>()
  const listener = useRef(onEvent)
  useEffect(() => {
    listener.current = onEvent
  })
  useEffect(
    () =>
      watchEvents(kit, (event) => {
        listener.current?.(event)
        setLatest(event)
      }),
    [kit],
  )
  return latest
}
