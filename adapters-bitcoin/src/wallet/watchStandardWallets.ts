import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'
import type { Logger } from '@walletport/core'
import { isFunction, isRecord } from './guards.js'

/** The part of `window` discovery needs; a plain EventTarget serves in tests and on servers. */
export type WalletEventTarget = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>

const APP_READY = 'wallet-standard:app-ready'
const REGISTER_WALLET = 'wallet-standard:register-wallet'

function createDetailEvent<T>(type: string, detail: T): Event {
  if (typeof CustomEvent === 'function') return new CustomEvent(type, { detail })
  // runtimes without CustomEvent still have Event; detail is all a wallet reads
  return Object.assign(new Event(type), { detail })
}

/**
 * The Wallet Standard's app side on one event target, kept per instance (no global registry):
 * announces the app so loaded wallets register, and accepts wallets that register later.
 * Calls `onChange` with every registered wallet after each change. Returns the teardown.
 */
export function watchStandardWallets({
  target,
  onChange,
  log,
}: {
  target: WalletEventTarget
  onChange: (wallets: readonly Wallet[]) => void
  log: Logger
}): () => void {
  const wallets = new Set<Wallet>()
  const walletUnsubscribes = new Map<Wallet, () => void>()
  let active = true
  const emit = () => {
    if (active) onChange([...wallets])
  }

  const unregister = (wallet: Wallet) => {
    walletUnsubscribes.get(wallet)?.()
    walletUnsubscribes.delete(wallet)
    if (wallets.delete(wallet)) emit()
  }

  const api: WindowAppReadyEventAPI = {
    register(...registered: Wallet[]) {
      const added = registered.filter(
        (wallet) => active && isRecord(wallet) && !wallets.has(wallet),
      )
      for (const wallet of added) {
        wallets.add(wallet)
        // a wallet that gains or loses features or chains may start or stop being a bitcoin wallet
        const events: unknown = isRecord(wallet.features)
          ? wallet.features['standard:events']
          : undefined
        if (isRecord(events) && isFunction(events.on)) {
          try {
            const off: unknown = (events.on as (e: string, l: (p: unknown) => void) => unknown)(
              'change',
              (properties) => {
                if (isRecord(properties) && ('features' in properties || 'chains' in properties))
                  emit()
              },
            )
            if (isFunction(off)) walletUnsubscribes.set(wallet, off as () => void)
          } catch (error) {
            log.warn('bitcoin: a wallet failed to accept an event listener', error)
          }
        }
      }
      if (added.length) emit()
      return () => {
        for (const wallet of added) unregister(wallet)
      }
    },
  }

  const onRegister = (event: Event) => {
    const callback: unknown = (event as Event & { detail?: unknown }).detail
    if (!isFunction(callback)) return
    try {
      ;(callback as (api: WindowAppReadyEventAPI) => void)(api)
    } catch (error) {
      log.warn('bitcoin: a wallet threw while registering', error)
    }
  }

  target.addEventListener(REGISTER_WALLET, onRegister)
  try {
    target.dispatchEvent(createDetailEvent(APP_READY, api))
  } catch (error) {
    log.warn('bitcoin: announcing the app to wallets failed', error)
  }

  return () => {
    active = false
    target.removeEventListener(REGISTER_WALLET, onRegister)
    for (const off of walletUnsubscribes.values()) off()
    walletUnsubscribes.clear()
    wallets.clear()
  }
}
