import type { Kit } from '../../kit/types.js'
import { requireEmbedded } from './requireEmbedded.js'

export type UpdateEmailParameters = { email: string }
export type UpdateEmailReturnType = { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }

/**
 * Docs: /core/embedded/updateEmail. Starts changing the signed-in user's email (the email
 * cooldown applies); the answer says which OTP comes next.
 */
export async function updateEmail(
  kit: Kit,
  parameters: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  return (await requireEmbedded(kit).load()).updateEmail(parameters)
}
