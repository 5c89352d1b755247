import type { Kit } from '../../kit/types.js'
import { requireEmbedded } from './requireEmbedded.js'

/** Docs: /core/embedded/updateEmail. The code sent to the new email; the user's email changes. */
export async function verifyUpdateEmailSecondaryOtp(
  kit: Kit,
  parameters: { otp: string },
): Promise<{ newEmail: string }> {
  return (await requireEmbedded(kit).load()).verifyUpdateEmailSecondaryOtp(parameters)
}
