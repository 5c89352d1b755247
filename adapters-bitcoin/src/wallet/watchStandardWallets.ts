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

/** Calls `onChange` when the wallet gains or loses features or chains; returns the removal. */
function watchWalletChanges(wallet: Wallet, onChange: () => void, log: Logger) {
  const events: unknown = isRecord(wallet.features) ? wallet.features['standard:events'] : undefined
  if (!isRecord(events) || !isFunction(events.on)) return undefined
  try {
    const off: unknown = (events.on as (e: string, l: (p: unknown) => void) => unknown)(
      'change',
      (properties) => {
        if (isRecord(properties) && ('features' in properties || 'chains' in properties)) onChange()
      },
    )
    return isFunction(off) ? (off as () => void) : undefined
  } catch (error) {
    log.warn('bitcoin: a wallet failed to accept an event listener', error)
    return undefined
  }
}

/**
 * The Wallet Standard's app side on one event target, kept per instance: announces the app so
 * loaded wallets register, and accepts wallets that register later. On the page's own window
 * it also lists the shared registry's wallets. Calls `onChange` with every registered wallet
 * after each change. Returns the teardown.
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
  // each wallet with the removal of its change listener
  const wallets = new Map<Wallet, (() => void) | undefined>()
  let active = true
  const emit = () => {
    if (active) onChange([...wallets.keys()])
  }
  const add = (registered: readonly Wallet[]) => {
    const added = registered.filter((w) => active && isRecord(w) && !wallets.has(w))
    for (const wallet of added) wallets.set(wallet, watchWalletChanges(wallet, emit, log))
    if (added.length) emit()
    return added
  }
  const remove = (gone: readonly Wallet[]) => {
    const removed = gone.filter((wallet) => wallets.has(wallet))
    for (const wallet of removed) {
      wallets.get(wallet)?.()
      wallets.delete(wallet)
    }
    if (removed.length) emit()
  }

  const api: WindowAppReadyEventAPI = {
    register(...registered: Wallet[]) {
      const added = add(registered)
      return () => remove(added)
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
  // the shared registry belongs to the page: only its own window shares it
  const isPageWindow = target === (globalThis as { window?: unknown }).window
  let stopShared: (() => void) | undefined
  // the registry and its module load with import(), so the first load does not carry them
  if (isPageWindow)
    import('./followSharedRegistry.js').then(
      ({ followSharedRegistry }) => {
        if (active) stopShared = followSharedRegistry(add, remove)
      },
      (error: unknown) => log.warn('bitcoin: the Wallet Standard registry did not load', error),
    )

  return () => {
    active = false
    stopShared?.()
    target.removeEventListener(REGISTER_WALLET, onRegister)
    for (const off of wallets.values()) off?.()
    wallets.clear()
  }
}
