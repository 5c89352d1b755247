import type { BaseErrorType } from '../../errors/base.js'
import type { EmailCooldownErrorType } from '../../errors/frame.js'
import type { Kit } from '../../kit/types.js'
import { requireEmbedded } from './requireEmbedded.js'

export type ConnectEmailParameters = { email: string }
export type ConnectEmailReturnType = { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }
export type ConnectEmailErrorType = EmailCooldownErrorType | BaseErrorType

/**
 * Docs: /core/embedded/connectEmail. Sends the login email. Within 30 s of the last one it
 * throws 'Please try again after N seconds'. The answer says what follows: VERIFY_DEVICE
 * (then `connectDevice`), VERIFY_OTP (then `verifyOtp`), or CONNECT (the account is already
 * connected when this resolves).
 */
export async function connectEmail(
  kit: Kit,
  parameters: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  return (await requireEmbedded(kit).load()).connectEmail(parameters)
}
