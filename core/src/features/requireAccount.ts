import {
  AdapterNotFoundError,
  ChainAdapterNotFoundError,
  ChainRequiredError,
  NetworkOrAddressUndefinedError,
} from '../errors/kit.js'
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
 * adapter. Throws 'Chain is required...' for a namespace the kit has no networks of, 'Adapter
 * not found' in a kit without adapters (the basic pairing-only mode, where account features
 * have nothing to read through), and the spec's other errors when no account is connected.
 */
export function requireAccount(
  kit: Kit,
  namespace: ChainNamespace = kit._internal.chains.$activeNamespace.get(),
): ActiveAccount {
  const { chains, adapters } = kit._internal
  if (!chains.namespaces.includes(namespace))
    throw new ChainRequiredError({ metaMessages: [`No network of ${namespace} is configured.`] })
  if (adapters.size === 0) throw new AdapterNotFoundError()
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
