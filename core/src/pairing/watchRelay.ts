/** What watchRelay needs of WalletConnect's relayer: its connection events. */
export type RelayEvents = {
  on(event: string, listener: () => void): void
  off(event: string, listener: () => void): void
}

/**
 * Docs: /core/pairing/watchRelay. Calls `onLost` when the relay connection drops and does
 * not come back within `timeout` ms (the relayer reconnects by itself; a short blip is
 * nothing). Returns the stop.
 */
export function watchRelay({
  relayer,
  timeout,
  onLost,
}: {
  relayer: RelayEvents
  timeout: number
  onLost(): void
}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const disarm = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const arm = () => {
    if (timer !== undefined) return
    timer = unref(
      setTimeout(() => {
        timer = undefined
        onLost()
      }, timeout),
    )
  }
  relayer.on('relayer_disconnect', arm)
  relayer.on('relayer_connect', disarm)
  return () => {
    disarm()
    relayer.off('relayer_disconnect', arm)
    relayer.off('relayer_connect', disarm)
  }
}

/** a pending pairing must not keep a server or test process alive */
export function unref<T>(timer: T): T {
  if (timer && typeof timer === 'object' && 'unref' in timer && typeof timer.unref === 'function')
    timer.unref()
  return timer
}
