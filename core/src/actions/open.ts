import { batch } from 'nanostores'
import { showView } from '../kit/showView.js'
import type { Kit } from '../kit/types.js'
import { getOpeningView } from '../router/getOpeningView.js'
import type { RouterData, View } from '../router/types.js'

export type OpenParameters = {
  /** the view to open on; by default the opening rules choose */
  view?: View
  data?: RouterData
}
export type OpenReturnType = undefined
export type OpenErrorType = never

/**
 * Docs: /core/actions/open. Opens the modal on the caller's view (pushed when already open),
 * or on the view the opening rules pick, loading while the stored connection re-syncs.
 */
export async function open(kit: Kit, { view, data }: OpenParameters = {}): Promise<OpenReturnType> {
  const internal = kit._internal
  const { modal, router, chains, adapters } = internal
  if (view || modal.$open.get()) {
    if (view) showView(kit, { view, data })
    return
  }
  batch(() => {
    modal.setLoading(true)
    showView(kit, { view: router.view, data })
  })
  // the opening rules need the re-synced connection
  if (!internal.ready) await kit.ready
  // closed again while waiting: nothing to show
  if (!modal.$open.get()) return
  const next = getOpeningView({
    connected: Boolean(chains.activeAddress()),
    isMobile: kit.isMobile,
    hasAdapters: adapters.size > 0,
  })
  batch(() => {
    router.reset({ view: next, data })
    modal.setLoading(false)
  })
}
