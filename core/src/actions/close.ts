import type { Kit } from '../kit/types.js'

export type CloseReturnType = undefined
export type CloseErrorType = never

/**
 * Docs: /core/actions/close. Closes the modal. With no transaction pending, requests waiting
 * on the embedded wallet are rejected through their hooks. An embedded modal does not
 * close: it goes to Account when connected, else Connect.
 */
export function close(kit: Kit): CloseReturnType {
  const { modal, router, chains, events, pendingRequests } = kit._internal
  if (!pendingRequests.hasTransaction()) pendingRequests.rejectAll()
  const connected = Boolean(chains.activeAddress())
  if (kit.options.embedded) {
    router.reset({ view: connected ? 'Account' : 'Connect' })
    return
  }
  if (!modal.$open.get()) return
  modal.setOpen(false)
  events.emit({ type: 'track', event: 'MODAL_CLOSE', properties: { connected } })
}
