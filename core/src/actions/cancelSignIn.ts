import type { BaseErrorType } from '../errors/base.js'
import type { DisconnectFailedErrorType } from '../errors/kit.js'
import type { Kit } from '../kit/types.js'
import { isSmartAccount } from '../siwx/isSmartAccount.js'
import { close } from './close.js'
import { disconnect } from './disconnect.js'

export type CancelSignInReturnType = undefined
export type CancelSignInErrorType = DisconnectFailedErrorType | BaseErrorType

/**
 * Docs: /core/actions/cancelSignIn. The user declines to sign in: records CLICK_CANCEL_SIWX,
 * then disconnects when sign-in is required (the modal stays, on Connect), otherwise closes
 * the modal and resets it to Connect.
 */
export async function cancelSignIn(kit: Kit): Promise<CancelSignInReturnType> {
  const { chains, events, router } = kit._internal
  const namespace = chains.$activeNamespace.get()
  events.emit({
    type: 'track',
    event: 'CLICK_CANCEL_SIWX',
    properties: {
      network:
        chains.get(namespace)?.activeNetwork.caipNetworkId ??
        kit.$activeNetwork.get().caipNetworkId,
      isSmartAccount: isSmartAccount(kit, namespace),
    },
  })
  if (kit.options.siwx?.getRequired()) {
    try {
      await disconnect(kit)
    } finally {
      router.reset({ view: 'Connect' })
    }
    return
  }
  close(kit)
  router.reset({ view: 'Connect' })
}
