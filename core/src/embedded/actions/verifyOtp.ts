import type { ConnectReturnType } from '../../actions/connect.js'
import type { Kit } from '../../kit/types.js'
import { requireEmbedded } from './requireEmbedded.js'

export type VerifyOtpParameters = { otp: string }

/**
 * Docs: /core/embedded/verifyOtp. The 6-digit code from the login email: the login
 * completes and the kit connects through the AUTH connector.
 */
export async function verifyOtp(
  kit: Kit,
  parameters: VerifyOtpParameters,
): Promise<ConnectReturnType> {
  return (await requireEmbedded(kit).load()).verifyOtp(parameters)
}
