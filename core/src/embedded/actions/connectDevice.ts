import type { Kit } from '../../kit/types.js'
import { requireEmbedded } from './requireEmbedded.js'

/**
 * Docs: /core/embedded/connectDevice. After VERIFY_DEVICE: resolves once the user approved
 * this device from the email (30 s at most); an OTP follows (`verifyOtp`).
 */
export async function connectDevice(kit: Kit): Promise<void> {
  return (await requireEmbedded(kit).load()).connectDevice()
}
