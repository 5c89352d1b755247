import type { ConnectReturnType } from '../../actions/connect.js'
import type { Kit } from '../../kit/types.js'
import { requireEmbedded } from './requireEmbedded.js'

/**
 * Docs: /core/embedded/connectFarcaster. Farcaster login: the link to show as a QR code
 * appears in `getEmbeddedState(kit).get().farcasterUrl`, and this resolves once the user
 * approved it and the kit is connected.
 */
export async function connectFarcaster(kit: Kit): Promise<ConnectReturnType> {
  return (await requireEmbedded(kit).load()).connectFarcaster()
}
