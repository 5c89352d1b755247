import type { KitEvent } from '../events/types.js'
import type { Kit } from '../kit/types.js'

/** Docs: /core/actions/watchEvents. Calls `fn` with every kit event; returns the unsubscribe. */
export function watchEvents(kit: Kit, fn: (event: KitEvent) => void): () => void {
  return kit._internal.events.subscribe(fn)
}
