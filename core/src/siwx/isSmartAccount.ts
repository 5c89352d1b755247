import type { Kit } from '../kit/types.js'
import type { ChainNamespace } from '../types/caip.js'

/**
 * Whether the connected address of `namespace` is a smart account: the wallet says so, or
 * the embedded wallet runs with its smart account preferred.
 */
export function isSmartAccount(kit: Kit, namespace: ChainNamespace): boolean {
  const { chains, connections } = kit._internal
  const account = chains.get(namespace)?.account
  const address = account?.address?.toLowerCase()
  if (!account || !address) return false
  const type = account.allAccounts.find((a) => a.address.toLowerCase() === address)?.type
  return (
    type === 'smartAccount' ||
    (connections.get(namespace).connectorType === 'AUTH' &&
      account.preferredAccountTypes[namespace] === 'smartAccount')
  )
}
