import { fetchBalance } from '../../actions/fetchBalance.js'
import { fetchHistory } from '../../actions/fetchHistory.js'
import type { Kit } from '../../kit/types.js'
import { ensureOnrampStore } from '../featureStores.js'

/**
 * Marks the purchase pending until the visitor comes back to the page (focus, or the page
 * visible again), then reads the balance past its cache and, with history on, the history,
 * so what was bought shows without reopening the modal. One wait at a time per kit.
 */
export function watchPurchaseReturn(kit: Kit): void {
  const store = ensureOnrampStore(kit)
  const doc = (globalThis as { document?: Document }).document
  const win = globalThis as { addEventListener?: Window['addEventListener'] } & {
    removeEventListener?: Window['removeEventListener']
  }
  if (store.$onramp.get().purchasePending) return
  store.update({ purchasePending: true })
  if (!doc || !win.addEventListener) return
  const onReturn = () => {
    if (doc.visibilityState === 'hidden') return
    stop()
    store.update({ purchasePending: false })
    fetchBalance(kit, { force: true }).catch((error: unknown) =>
      kit.log.warn('the balance could not be read after the purchase', error),
    )
    if (kit.options.features.history && kit.options.dataSource?.getTransactions)
      fetchHistory(kit).catch((error: unknown) =>
        kit.log.warn('the history could not be read after the purchase', error),
      )
  }
  const stop = () => {
    doc.removeEventListener('visibilitychange', onReturn)
    win.removeEventListener?.('focus', onReturn)
  }
  // the window opening moves focus away first; a focus event after that is the return
  doc.addEventListener('visibilitychange', onReturn)
  win.addEventListener('focus', onReturn)
  kit._internal.teardowns.push(stop)
}
