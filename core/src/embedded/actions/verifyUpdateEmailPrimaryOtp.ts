import type { Kit } from '../../kit/types.js'
import { requireEmbedded } from './requireEmbedded.js'

/** Docs: /core/embedded/updateEmail. The code sent to the current email. */
export async function verifyUpdateEmailPrimaryOtp(kit: Kit, parameters: { otp: string }) {
  await (await requireEmbedded(kit).load()).verifyUpdateEmailPrimaryOtp(parameters)
}
