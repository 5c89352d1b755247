import type { RouterEntry } from '../router/types.js'
import type { Kit } from './types.js'

/** Shows a view: pushed on an open modal, else the modal opens on it (and MODAL_OPEN is recorded). */
export function showView(kit: Kit, entry: RouterEntry): void {
  const { modal, router, events, chains } = kit._internal
  if (modal.$open.get()) {
    router.push(entry)
    return
  }
  router.reset(entry)
  modal.setOpen(true)
  events.emit({
    type: 'track',
    event: 'MODAL_OPEN',
    properties: { connected: Boolean(chains.activeAddress()) },
  })
}
