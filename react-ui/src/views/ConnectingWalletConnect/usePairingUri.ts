import { useStore } from '@nanostores/react'
import type { ChainNamespace } from '@walletport/core'
import { useKitContext } from '../../provider/KitContext.js'

/** The pairing URI of a namespace's connection, else of any connection that has one. */
export function usePairingUri(namespace?: ChainNamespace): string | undefined {
  const { kit } = useKitContext()
  const connections = useStore(kit.$connections)
  if (namespace) return connections[namespace]?.wcUri
  return Object.values(connections).find((connection) => connection?.wcUri)?.wcUri
}
