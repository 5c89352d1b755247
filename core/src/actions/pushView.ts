import type { Kit } from '../kit/types.js'
import type { RouterData, View } from '../router/types.js'

export type PushViewParameters = { view: View; data?: RouterData }
/** false when the view was already on top */
export type PushViewReturnType = boolean

/** Docs: /core/actions/pushView. Adds a view to the history; the view on top is not added twice. */
export function pushView(kit: Kit, { view, data }: PushViewParameters): PushViewReturnType {
  return kit._internal.router.push({ view, data })
}
