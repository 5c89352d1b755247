import type { Wallets } from '@wallet-standard/app'
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'
import type { Logger } from '@walletport/core'
import { isWalletShaped } from '../wallet/isSolanaWallet.js'

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
 * Runs the app side of the Wallet Standard handshake on `target`: listens for
 * `wallet-standard:register-wallet` and dispatches `wallet-standard:app-ready`, so wallets
 * register whether they loaded before or after the kit.
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
  const wallets = new Set<Wallet>()
  const listeners = new Set<() => void>()
  const cleanups: (() => void)[] = []
  let cached: readonly Wallet[] | undefined
  let stopped = false

  const changed = () => {
    cached = undefined
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch (error) {
        log.error('wallet standard: a discovery listener threw', error)
      }
    }
  }
  const add = (wallet: unknown) => {
    if (stopped || !isWalletShaped(wallet) || wallets.has(wallet)) return
    wallets.add(wallet)
    changed()
  }
  const remove = (wallet: Wallet) => {
    if (wallets.delete(wallet)) changed()
  }

  const registry = import('@wallet-standard/app').then(({ getWallets }) => getWallets())
  // a registration made before the registry loaded still lands in it, even after a stop
  const withRegistry = (use: (registry: Wallets) => void) =>
    void registry.then(use, (error: unknown) =>
      log.warn('wallet standard: the shared registry did not load', error),
    )
  withRegistry((registry) => {
    if (stopped) return
    cleanups.push(registry.on('unregister', (...gone) => gone.forEach(remove)))
    const isPageWindow =
      target !== undefined && typeof window !== 'undefined' && target === (window as unknown)
    if (isPageWindow) {
      registry.get().forEach(add)
      cleanups.push(registry.on('register', (...added) => added.forEach(add)))
    }
  })

  if (target) {
    const api: WindowAppReadyEventAPI = Object.freeze({
      register(wallet: Wallet) {
        if (!isWalletShaped(wallet)) {
          log.warn('wallet standard: ignored a registration that is not a wallet')
          return () => {}
        }
        add(wallet)
        let unregister: (() => void) | undefined
        let gone = false
        withRegistry((registry) => {
          if (!gone) unregister = registry.register(wallet)
        })
        return () => {
          gone = true
          remove(wallet)
          unregister?.()
        }
      },
    })
    const onRegisterWallet = (event: Event) => {
      const callback = (event as { detail?: unknown }).detail
      if (typeof callback !== 'function') return
      try {
        callback(api)
      } catch (error) {
        log.warn('wallet standard: a wallet failed to register', error)
      }
    }
    target.addEventListener('wallet-standard:register-wallet', onRegisterWallet)
    cleanups.push(() =>
      target.removeEventListener('wallet-standard:register-wallet', onRegisterWallet),
    )
    try {
      target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
    } catch (error) {
      log.warn('wallet standard: could not announce the app', error)
    }
  }

  return {
    get() {
      cached ??= [...wallets]
      return cached
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    stop() {
      stopped = true
      for (const cleanup of cleanups.splice(0)) cleanup()
      listeners.clear()
      wallets.clear()
      cached = undefined
    },
  }
}
