import { NetworkOrAddressUndefinedError } from '../errors/kit.js'
import type { Kit } from '../kit/types.js'
import type { AdapterCapabilities } from '../types/adapter.js'
import type { Network } from '../types/network.js'

/**
 * The active eip155 account when its adapter declares `capability`, else undefined: only
 * EVM transactions, gas estimates, contract writes and wallet calls are supported.
 */
export function getEvmAccount(
  kit: Kit,
  capability: keyof AdapterCapabilities,
): { from: string; network: Network; capabilities: AdapterCapabilities } | undefined {
  const namespace = kit.$activeNamespace.get()
  const capabilities = kit._internal.adapters.get(namespace)?.capabilities
  if (namespace !== 'eip155' || !capabilities?.[capability]) return undefined
  const chain = kit._internal.chains.get(namespace)
  const from = chain?.account.address
  if (!chain || !from) throw new NetworkOrAddressUndefinedError()
  return { from, network: chain.activeNetwork, capabilities }
}
