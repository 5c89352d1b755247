import type { Kit } from '../kit/types.js'
import type { RouterData, View } from '../router/types.js'

export type ReplaceViewParameters = { view: View; data?: RouterData }

/** Docs: /core/actions/replaceView. Swaps the view on top of the history. */
export function replaceView(kit: Kit, { view, data }: ReplaceViewParameters): void {
  kit._internal.router.replace({ view, data })
}
