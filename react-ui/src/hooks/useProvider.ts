'use client'
import { useStore } from '@nanostores/react'
import type { ChainNamespace, ConnectorType } from '@walletport/core'
import type { ProviderOf } from './namespaceTypes.js'
import { useKit } from './useKit.js'

export type UseProviderReturnType<TNamespace extends ChainNamespace = ChainNamespace> = {
  /**
   * the wallet's provider, for talking to it directly: an EIP-1193 provider on eip155, a
   * Wallet Standard wallet on solana, as the namespace's adapter hands it over; undefined
   * when disconnected
   */
  provider: ProviderOf<TNamespace> | undefined
  connectorType: ConnectorType | undefined
  namespace: TNamespace
}

/**
 * Docs: /react-ui/hooks/useProvider. The connected wallet's provider in a namespace (the
 * active one by default), typed for that namespace.
 *
 * @example
 * const { provider } = useProvider('eip155')
 * await provider?.request({ method: 'eth_chainId' })
 */
export function useProvider<TNamespace extends ChainNamespace = ChainNamespace>(
  namespace?: TNamespace,
): UseProviderReturnType<TNamespace> {
  const kit = useKit()
  const active = useStore(kit.$activeNamespace)
  const connections = useStore(kit.$connections)
  const target = (namespace ?? active) as TNamespace
  const connection = connections[target]
  return {
    // the adapter of each namespace gives its namespace's kind of provider
    provider: connection?.provider as ProviderOf<TNamespace> | undefined,
    connectorType: connection?.connectorType,
    namespace: target,
  }
}
