import type { Kit } from '../kit/types.js'
import { isCloseBlocked } from '../siwx/isCloseBlocked.js'

export type CloseReturnType = undefined
export type CloseErrorType = never

/**
 * Docs: /core/actions/close. Closes the modal. With no transaction pending, requests waiting
 * on the embedded wallet are rejected through their hooks; a pending pairing is cancelled.
 * An embedded modal does not close: it goes to Account when connected, else Connect. While sign-in is required and the
 * connected account has no session, the sign and approve views do not close: the modal
 * shakes instead (see `getSignInState(kit).canClose`).
 */
export function close(kit: Kit): CloseReturnType {
  const { modal, router, chains, events, pendingRequests, pairing } = kit._internal
  // sign-in is required and missing: the sign and approve views refuse, visibly
  if (isCloseBlocked(kit)) {
    modal.shake()
    return
  }
  if (!pendingRequests.hasTransaction()) pendingRequests.rejectAll()
  // leaving the modal gives up a pairing still waiting for a wallet
  pairing?.client.cancelConnect()
  const connected = Boolean(chains.activeAddress())
  if (kit.options.embedded) {
    router.reset({ view: connected ? 'Account' : 'Connect' })
    return
  }
  if (!modal.$open.get()) return
  modal.setOpen(false)
  events.emit({ type: 'track', event: 'MODAL_CLOSE', properties: { connected } })
}
