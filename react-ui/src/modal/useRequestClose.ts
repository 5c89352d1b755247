import { useStore } from '@nanostores/react'
import { close, shakeModal, type View } from '@walletport/core'
import { useCallback } from 'react'
import { useKitContext } from '../provider/KitContext.js'
import { useSubscribable } from './useSubscribable.js'

// the sign and approve views: they cannot be closed while sign-in is required and missing
const GUARDED_VIEWS: readonly View[] = ['SIWXSignMessage', 'ConnectingSiwe', 'ApproveTransaction']

/**
 * How the modal closes: normally through core's close; on a guarded view, with sign-in
 * required and no session, it shakes instead (SPEC section 4).
 */
export function useRequestClose(): { locked: boolean; requestClose(): void } {
  const { kit, flows } = useKitContext()
  const view = useStore(kit.$view)
  const hasSession = useSubscribable(flows.signIn?.session, false)
  const locked = Boolean(kit.options.siwx?.required) && !hasSession && GUARDED_VIEWS.includes(view)
  const requestClose = useCallback(() => {
    if (locked) shakeModal(kit)
    else close(kit)
  }, [kit, locked])
  return { locked, requestClose }
}
