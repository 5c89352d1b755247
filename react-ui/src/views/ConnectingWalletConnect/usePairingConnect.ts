import { isUserRejection, type View } from '@walletport/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useKitContext } from '../../provider/KitContext.js'
import { useFinishConnect } from '../useFinishConnect.js'

export type PairingStatus = 'connecting' | 'declined' | 'failed'

/**
 * Runs a pairing once the view shows (once, also under StrictMode's double effects), then
 * finishes the connect; a refusal or failure offers `start` again, with the error it ended on. A pairing given up by
 * leaving the view or closing the modal (which cancels it) says nothing.
 */
export function usePairingConnect(view: View, run: (() => Promise<unknown>) | undefined) {
  const { kit } = useKitContext()
  const finish = useFinishConnect(view)
  const [status, setStatus] = useState<PairingStatus>('connecting')
  // what the last attempt failed with, for the view to explain (a relay down, say)
  const [error, setError] = useState<unknown>()
  const start = useCallback(async () => {
    if (!run) return
    setStatus('connecting')
    setError(undefined)
    try {
      await run()
      await finish()
    } catch (error) {
      if (kit.$view.get() !== view || (!kit.$open.get() && !kit.options.embedded)) return
      setError(error)
      setStatus(isUserRejection(error) ? 'declined' : 'failed')
    }
  }, [kit, view, run, finish])
  const started = useRef(false)
  useEffect(() => {
    if (started.current || !run) return
    started.current = true
    void start()
  }, [start, run])
  return { status, error, start }
}
