import { ProviderRpcError } from '../../errors/ProviderRpcError.js'
import { WALLET_ERROR_CODES } from '../../errors/walletCodes.js'
import type { PairingState } from '../client/createPairingState.js'
import { resetAttempt } from './resetAttempt.js'

/** Ends the pending connect as a user rejection, with no error shown. */
export function cancelAttempt(state: PairingState): void {
  const { pending } = state
  if (!pending) return
  state.generation++
  resetAttempt(state)
  pending.reject(
    new ProviderRpcError({
      code: WALLET_ERROR_CODES.USER_REJECTED_REQUEST,
      message: 'Connection cancelled',
    }),
  )
  state.pending = undefined
  // the abandoned pairing topic is of no use to the relay any more
  state.provider
    .loaded()
    ?.cleanupPendingPairings()
    .catch((error: unknown) => {
      state.config.log.debug('pairing: pending pairings were not cleaned up', error)
    })
}
