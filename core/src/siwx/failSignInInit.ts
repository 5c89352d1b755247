import { disconnect } from '../actions/disconnect.js'
import { SignInInitError } from '../errors/signIn.js'
import type { Kit } from '../kit/types.js'

/**
 * A sign-in that cannot start (sessions or nonce unreadable, no message writer...): shows
 * 'A problem occurred while trying initialize authentication', disconnects and resets to
 * Connect. Returns the error to throw.
 */
export async function failSignInInit(kit: Kit, cause: unknown): Promise<SignInInitError> {
  const error = cause instanceof SignInInitError ? cause : new SignInInitError({ cause })
  kit.log.error('sign-in: cannot initialize authentication', cause)
  kit._internal.toast.show({ variant: 'error', message: error.shortMessage })
  try {
    await disconnect(kit)
  } catch (failure) {
    // the local state is cleared even when the wallet refuses
    kit.log.warn('sign-in: the disconnect after a failed start failed', failure)
  }
  kit._internal.router.reset({ view: 'Connect' })
  return error
}
