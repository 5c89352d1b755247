import { useStore } from '@nanostores/react'
import type { ChainNamespace, ConnectorType } from '@walletport/core'
import { useKit } from './useKit.js'

export type UseProviderReturnType = {
  /** the wallet's provider object, for talking to it directly; undefined when disconnected */
  provider: unknown
  connectorType: ConnectorType | undefined
  namespace: ChainNamespace
}

/** Docs: /react-ui/hooks/useProvider. The connected wallet's provider in a namespace (the active one by default). */
export function useProvider(namespace?: ChainNamespace): UseProviderReturnType {
  const kit = useKit()
  const active = useStore(kit.$activeNamespace)
  const connections = useStore(kit.$connections)
  const target = namespace ?? active
  const connection = connections[target]
  return {
    provider: connection?.provider,
    connectorType: connection?.connectorType,
    namespace: target,
  }
}
