import { computed } from 'nanostores'
import type { Kit } from '../kit/types.js'
import type { ModalStateSnapshot } from './getModalState.js'

export type WatchModalStateParameters = {
  onChange(state: ModalStateSnapshot, previous: ModalStateSnapshot | undefined): void
}

/** Docs: /core/actions/watchModalState. Returns the unsubscribe. */
export function watchModalState(kit: Kit, { onChange }: WatchModalStateParameters): () => void {
  const $state = computed([kit.$open, kit.$loading, kit.$view], (open, loading, view) => ({
    open,
    loading,
    view,
  }))
  return $state.listen(onChange)
}
