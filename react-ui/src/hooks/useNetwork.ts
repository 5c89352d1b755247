'use client'
import {
  type CaipNetworkId,
  type ChainNamespace,
  type Network,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '@walletport/core'
import { useCallback } from 'react'
import { useKit } from './useKit.js'
import { useNetworkState } from './useNetworkState.js'

export type UseNetworkReturnType = {
  /** the selected network of the active namespace */
  network: Network
  /** every configured network */
  networks: readonly Network[]
  namespace: ChainNamespace
  /** the wallet is on a network outside the configured list */
  isUnsupported: boolean
  unsupportedNetworkId: CaipNetworkId | undefined
  switchNetwork(networkId: CaipNetworkId): Promise<SwitchNetworkReturnType>
}

/** Docs: /react-ui/hooks/useNetwork. The active network, the list, and a way to switch. */
export function useNetwork(): UseNetworkReturnType {
  const kit = useKit()
  const { network, namespace, unsupportedNetworkId } = useNetworkState()
  const switchTo = useCallback(
    (networkId: CaipNetworkId) => switchNetwork(kit, { networkId }),
    [kit],
  )
  return {
    network,
    networks: kit.options.networks,
    namespace,
    isUnsupported: unsupportedNetworkId !== undefined,
    unsupportedNetworkId,
    switchNetwork: switchTo,
  }
}
