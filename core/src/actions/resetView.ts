import type { Kit } from '../kit/types.js'
import type { RouterData, View } from '../router/types.js'

export type ResetViewParameters = { view: View; data?: RouterData }

/** Docs: /core/actions/resetView. Starts a new history on one view (e.g. Account after a send). */
export function resetView(kit: Kit, { view, data }: ResetViewParameters): void {
  kit._internal.router.reset({ view, data })
}
