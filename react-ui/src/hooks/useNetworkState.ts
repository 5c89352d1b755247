'use client'
import { useStore } from '@nanostores/react'
import type { CaipNetworkId, ChainNamespace, Network } from '@walletport/core'
import { useKit } from './useKit.js'

export type NetworkState = {
  network: Network
  namespace: ChainNamespace
  unsupportedNetworkId: CaipNetworkId | undefined
}

/** The active network and whether the wallet is elsewhere; reads only, so it stays small. */
export function useNetworkState(): NetworkState {
  const kit = useKit()
  const network = useStore(kit.$activeNetwork)
  const namespace = useStore(kit.$activeNamespace)
  const chains = useStore(kit.$chains)
  return { network, namespace, unsupportedNetworkId: chains[namespace]?.unsupportedNetworkId }
}
