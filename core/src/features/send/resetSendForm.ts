import type { Kit } from '../../kit/types.js'

/** Docs: /core/actions/resetSendForm. Clears the send form, e.g. when its view is left. */
export function resetSendForm(kit: Kit): void {
  kit._internal.send.reset()
}
