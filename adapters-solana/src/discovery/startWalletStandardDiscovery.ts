import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { Logger } from '@walletport/core'
import { createWalletList } from './createWalletList.js'
import { listenForWallets } from './listenForWallets.js'

/** What discovery needs of a window: its events. A plain EventTarget works (tests, SSR). */
export type WalletStandardWindow = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>

export type WalletStandardDiscovery = {
  /** the wallets this instance was told of, in registration order */
  get(): readonly Wallet[]
  /** called after every change of the list; returns the unsubscribe */
  subscribe(listener: () => void): () => void
  stop(): void
}

export type StartWalletStandardDiscoveryParameters = {
  target: WalletStandardWindow | undefined
  log: Logger
}

/**
 * Runs the app side of the Wallet Standard handshake on `target` (see listenForWallets).
 * Not @wallet-standard/app's getWallets() alone: it keeps one registry per realm on the
 * page's window, while each kit needs its own list on an injectable window (and the
 * registry loads after the first paint, to keep it out of the page's first load).
 *
 * Every wallet is also registered in @wallet-standard/app's registry, which is one per
 * JavaScript realm (module-level) and is what other Wallet Standard code on the page reads.
 * The kit's own list needs none of it, so the registry loads with `import()` and hears of
 * the wallets a moment later. This instance keeps its own list on top of it, so two kits
 * never share state:
 * - a kit lists the wallets that registered through its own target's handshake; wallets
 *   keep listening for app-ready, so a second kit on the same window hears them again even
 *   though the shared registry ignores a wallet registered twice;
 * - a wallet unregistered from the shared registry leaves every kit;
 * - stopping a kit removes its listeners only, never a wallet from the shared registry;
 * - only when `target` is the page's own `window` does the kit also list wallets that code
 *   registered on the shared registry directly (wrapped legacy wallets), since that
 *   registry then belongs to the same page.
 */
export function startWalletStandardDiscovery({
  target,
  log,
}: StartWalletStandardDiscoveryParameters): WalletStandardDiscovery {
  const list = createWalletList(log)
  const cleanups: (() => void)[] = []
  const registry = import('@wallet-standard/app').then(({ getWallets }) => getWallets())
  // a registration made before the registry loaded still lands in it, even after a stop
  const withRegistry = (use: (registry: Wallets) => void) =>
    void registry.then(use, (error: unknown) =>
      log.warn('wallet standard: the shared registry did not load', error),
    )
  withRegistry((registry) => {
    if (list.isStopped()) return
    cleanups.push(registry.on('unregister', (...gone) => gone.forEach(list.remove)))
    const isPageWindow =
      target !== undefined && typeof window !== 'undefined' && target === (window as unknown)
    if (isPageWindow) {
      registry.get().forEach(list.add)
      cleanups.push(registry.on('register', (...added) => added.forEach(list.add)))
    }
  })
  const share = (wallet: Wallet) => {
    let unregister: (() => void) | undefined
    let gone = false
    withRegistry((registry) => {
      if (!gone) unregister = registry.register(wallet)
    })
    return () => {
      gone = true
      unregister?.()
    }
  }
  if (target) cleanups.push(listenForWallets({ target, list, share, log }))

  return {
    get: list.get,
    subscribe: list.subscribe,
    stop() {
      list.stop()
      for (const cleanup of cleanups.splice(0)) cleanup()
    },
  }
}
