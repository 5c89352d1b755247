import type { Identity } from '@walletport/core'
import type { Address, Client } from 'viem'
import { getEnsAvatar, getEnsName } from 'viem/actions'

export type ReadEnsProfileParameters = {
  client: Client
  address: Address
  universalResolverAddress?: Address | undefined
  onAvatarError?: ((error: unknown) => void) | undefined
}

/**
 * The ENS name of an address and that name's avatar. Loaded with import() by the profile
 * reader, so that bundlers tree-shake viem's actions here (they cannot on a dynamic import of
 * the `viem/actions` barrel). The avatar is read for the name exactly as the reverse record
 * holds it: that is the node the resolver verified forward to this address, so no ENS
 * normaliser (and its ~37 KB of tables) is needed, and none is bundled.
 */
export async function readEnsProfile({
  client,
  address,
  universalResolverAddress,
  onAvatarError,
}: ReadEnsProfileParameters): Promise<Identity> {
  const name = await getEnsName(client, { address, universalResolverAddress })
  if (!name) return { name: null, avatar: null }
  let avatar: string | null = null
  try {
    avatar = await getEnsAvatar(client, { name, universalResolverAddress })
  } catch (error) {
    onAvatarError?.(error)
  }
  return { name, avatar }
}
