import type { Kit } from '../kit/types.js'

/** Docs: /core/actions/dismissAlert. */
export function dismissAlert(kit: Kit): void {
  kit._internal.alerts.dismiss()
}
