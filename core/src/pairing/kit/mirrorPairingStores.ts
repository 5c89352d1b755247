import { batch } from 'nanostores'
import type { Kit } from '../../kit/types.js'
import type { ConnectionState } from '../../stores/createConnectionState.js'
import type { PairingClient } from '../../types/pairing.js'
import { pairedNamespaces } from './pairedNamespaces.js'

/**
 * Shows the client's pairing stores (URI, expiry, link, error, buffering, recent wallet) in
 * `$connections` of every namespace a session would cover. Returns the stop.
 */
export function mirrorPairingStores(kit: Kit, client: PairingClient): () => void {
  const mirror = (patch: Partial<ConnectionState>) => {
    batch(() => {
      for (const namespace of pairedNamespaces(kit))
        kit._internal.connections.update(namespace, patch)
    })
  }
  const stops = [
    client.$wcUri.listen((wcUri) => mirror({ wcUri })),
    client.$wcPairingExpiry.listen((wcPairingExpiry) => mirror({ wcPairingExpiry })),
    client.$wcLinking.listen((wcLinking) => mirror({ wcLinking })),
    client.$wcError.listen((wcError) => mirror({ wcError })),
    client.$buffering.listen((buffering) => mirror({ buffering })),
    client.$recentWallet.listen((wallet) => {
      if (wallet)
        mirror({
          recentWallet: {
            id: wallet.id,
            name: wallet.name,
            ...(wallet.imageUrl && { imageUrl: wallet.imageUrl }),
          },
        })
    }),
  ]
  return () => {
    for (const stop of stops.splice(0)) stop()
  }
}
