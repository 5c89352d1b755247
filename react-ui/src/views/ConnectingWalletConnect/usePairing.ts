import { useStore } from '@nanostores/react'
import type { ChainNamespace } from '@walletport/core'
import { useKitContext } from '../../provider/KitContext.js'

export type PairingState = {
  /** the pairing URI to show as a QR code and to open a wallet with */
  uri: string | undefined
  /** a fresh URI is being prepared: a wallet link cannot open yet */
  buffering: boolean
  /** the name of the wallet whose link was opened last */
  linked: string | undefined
}

/**
 * The pairing state of a namespace's connection (core writes the URI there while a pairing
 * runs), else of any connection that has a URI.
 */
export function usePairing(namespace?: ChainNamespace): PairingState {
  const { kit } = useKitContext()
  const connections = useStore(kit.$connections)
  const connection = namespace
    ? connections[namespace]
    : Object.values(connections).find((c) => c?.wcUri)
  return {
    uri: connection?.wcUri,
    buffering: connection?.buffering ?? false,
    linked: connection?.wcLinking?.name,
  }
}
