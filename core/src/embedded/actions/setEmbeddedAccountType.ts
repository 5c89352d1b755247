import type { Kit } from '../../kit/types.js'
import { requireEmbedded } from './requireEmbedded.js'

export type SetEmbeddedAccountTypeParameters = { type: 'eoa' | 'smartAccount' }

/**
 * Docs: /core/embedded/setEmbeddedAccountType. Makes the embedded eip155 account the EOA or
 * the smart account; the kit's account follows (accountsChanged).
 */
export async function setEmbeddedAccountType(
  kit: Kit,
  parameters: SetEmbeddedAccountTypeParameters,
): Promise<{ type: 'eoa' | 'smartAccount'; address: string }> {
  return (await requireEmbedded(kit).load()).setAccountType(parameters)
}
