import { ChainAdapterNotFoundError, NetworkOrAddressUndefinedError } from '../errors/kit.js'
import type { Kit } from '../kit/types.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { ChainNamespace } from '../types/caip.js'
import type { Network } from '../types/network.js'

export type ActiveAccount = {
  namespace: ChainNamespace
  address: string
  network: Network
  adapter: ChainAdapter
  /** `networkId:address`: a feature writes its result only while this is still the account */
  key: string
}

/**
 * A namespace's connected account (the active namespace's by default), its network and
 * adapter; throws when there is none.
 */
export function requireAccount(
  kit: Kit,
  namespace: ChainNamespace = kit._internal.chains.$activeNamespace.get(),
): ActiveAccount {
  const { chains, adapters } = kit._internal
  const chain = chains.get(namespace)
  const address = chain?.account.address
  if (!chain || !address) throw new NetworkOrAddressUndefinedError()
  const adapter = adapters.get(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError()
  const network = chain.activeNetwork
  return { namespace, address, network, adapter, key: `${network.caipNetworkId}:${address}` }
}

/** The `key` of the active account now; undefined when none is connected. */
export function getAccountKey(kit: Kit): string | undefined {
  const { chains } = kit._internal
  const chain = chains.get(chains.$activeNamespace.get())
  const address = chain?.account.address
  return chain && address ? `${chain.activeNetwork.caipNetworkId}:${address}` : undefined
}
