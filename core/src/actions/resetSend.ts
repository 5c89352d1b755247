import type { Kit } from '../kit/types.js'

/** Docs: /core/actions/resetSend. Clears the send form, e.g. when its view is left. */
export function resetSend(kit: Kit): void {
  kit._internal.send.reset()
}
