import { getOpeningView, type Kit, type RouterEntry } from '@walletport/core'
import { getViewDefinition } from './getViewDefinition.js'

/** The view the opening rules pick for the kit as it is now. */
export function getOpeningEntry(kit: Kit): RouterEntry {
  return {
    view: getOpeningView({
      connected: Boolean(kit.$account.get().address),
      isMobile: kit.isMobile,
      hasAdapters: kit.options.adapters.length > 0,
    }),
  }
}

/**
 * The history entry the modal shows: the top one, or, while its view is not offered (its
 * feature is off, see getViewDefinition), the nearest one below that has, else the opening view.
 */
export function getShownEntry(kit: Kit, history: readonly RouterEntry[]): RouterEntry {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const entry = history[index]
    if (entry && getViewDefinition(kit, entry.view)) return entry
  }
  return getOpeningEntry(kit)
}
