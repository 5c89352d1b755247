import type { Kit } from '../kit/types.js'

/** Docs: /core/actions/shakeModal. Sets `$shake` for 500 ms, to refuse an action visibly. */
export function shakeModal(kit: Kit): void {
  kit._internal.modal.shake()
}
