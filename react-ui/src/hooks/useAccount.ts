'use client'
import { useStore } from '@nanostores/react'
import type {
  AccountState,
  CaipNetworkId,
  ChainNamespace,
  GetAccountReturnType,
} from '@walletport/core'
import { useMemo } from 'react'
import type { AddressOf } from './namespaceTypes.js'
import { useKit } from './useKit.js'

export type UseAccountParameters<TNamespace extends ChainNamespace = ChainNamespace> = {
  /** the active namespace by default */
  namespace?: TNamespace
}

export type UseAccountReturnType<TNamespace extends ChainNamespace = ChainNamespace> = Omit<
  GetAccountReturnType,
  'address' | 'namespace'
> & {
  namespace: TNamespace
  /** written as the namespace writes addresses (`0x...` on eip155) */
  address: AddressOf<TNamespace> | undefined
  /** connected, with an address in this namespace */
  isConnected: boolean
  /** the chain id of the namespace's network: a number on eip155 */
  chainId: number | string | undefined
  /** the CAIP-2 id of the namespace's network */
  networkId: CaipNetworkId | undefined
}

/**
 * Docs: /react-ui/hooks/useAccount. A namespace's account (the active one by default), live,
 * with its network's chain id.
 *
 * @example
 * const { address, chainId } = useAccount({ namespace: 'eip155' }) // address: `0x${string}`
 */
export function useAccount<TNamespace extends ChainNamespace = ChainNamespace>(
  parameters: UseAccountParameters<TNamespace> = {},
): UseAccountReturnType<TNamespace> {
  const kit = useKit()
  const active = useStore(kit.$account)
  const chains = useStore(kit.$chains)
  const namespace = (parameters.namespace ?? active.namespace) as TNamespace
  const chain = chains[namespace]
  return useMemo(() => {
    // a namespace the kit has no networks of has no account
    const account: AccountState = !parameters.namespace
      ? active
      : (chain?.account ?? { ...active, address: undefined, status: 'disconnected' })
    const network = chain?.activeNetwork
    return {
      ...account,
      namespace,
      address: account.address as AddressOf<TNamespace> | undefined,
      isConnected: account.status === 'connected' && Boolean(account.address),
      chainId: network?.id,
      networkId: network?.caipNetworkId,
    }
  }, [active, chain, namespace, parameters.namespace])
}
