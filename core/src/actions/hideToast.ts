import type { Kit } from '../kit/types.js'

/** Docs: /core/actions/hideToast. */
export function hideToast(kit: Kit): void {
  kit._internal.toast.hide()
}
