import { useStore } from '@nanostores/react'
import { $embeddedState, type EmbeddedState } from '@walletport/core/embedded/actions'
import { useKitContext } from '../../provider/KitContext.js'

/** The embedded wallet's state (login step, email, approvals, frame height) for a view. */
export function useEmbeddedState(): EmbeddedState {
  const { kit } = useKitContext()
  return useStore($embeddedState(kit))
}
