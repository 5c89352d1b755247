import { useStore } from '@nanostores/react'
import { type EmbeddedState, getEmbeddedState } from '@walletport/core/embedded'
import { useMemo } from 'react'
import { useKitContext } from '../../provider/KitContext.js'

/** The embedded wallet's state (login step, email, approvals, frame height) for a view. */
export function useEmbeddedState(): EmbeddedState {
  const { kit } = useKitContext()
  // a kit without the embedded wallet answers a fresh idle store: keep one per kit
  const $state = useMemo(() => getEmbeddedState(kit), [kit])
  return useStore($state)
}
