'use client'
import type { Network } from '@walletport/core'
import { useKitContext } from './KitContext.js'

export type ServerState = {
  status: 'connected' | 'disconnected'
  /** the active namespace's address the server rendered */
  address: string | undefined
  network: Network
}

/**
 * What the server rendered, for the buttons to show until hydration is done: the initial
 * state's connection when the provider was given one, else disconnected on the default
 * network. The browser's first render then matches the server's markup.
 */
export function useServerState(): ServerState {
  const { kit, initialState } = useKitContext()
  const { networks, defaultNetwork } = kit.options
  // parseInitialState guarantees the networks are the kit's
  const network =
    networks.find((n) => n.caipNetworkId === initialState?.activeNetworkId) ??
    defaultNetwork ??
    // validation guarantees at least one network
    (networks[0] as Network)
  const account = initialState?.accounts.find((a) => a.namespace === network.chainNamespace)
  return {
    status: account ? 'connected' : 'disconnected',
    address: account?.address,
    network,
  }
}
