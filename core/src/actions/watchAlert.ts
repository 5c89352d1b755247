import type { Kit } from '../kit/types.js'
import { type GetAlertReturnType, getAlert } from './getAlert.js'

export type WatchAlertParameters = { onChange(alert: GetAlertReturnType): void }

/** Docs: /core/actions/watchAlert. Calls `onChange` when an alert shows or is dismissed; returns the unsubscribe. */
export function watchAlert(kit: Kit, { onChange }: WatchAlertParameters): () => void {
  return kit.$alert.listen(() => onChange(getAlert(kit)))
}
