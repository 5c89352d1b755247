import type { Kit } from '../kit/types.js'
import type { View } from '../router/types.js'

export type ModalStateSnapshot = Readonly<{ open: boolean; loading: boolean; view: View }>

/** Docs: /core/actions/getModalState. Whether the modal is open or loading, and its view. */
export function getModalState(kit: Kit): ModalStateSnapshot {
  return { open: kit.$open.get(), loading: kit.$loading.get(), view: kit.$view.get() }
}
