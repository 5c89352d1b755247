import type { Kit } from '../kit/types.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { ChainNamespace } from '../types/caip.js'
import type { Network } from '../types/network.js'

/** The connected account sign-in is about, with what signing it needs. */
export type SignInAccount = {
  namespace: ChainNamespace
  address: string
  network: Network
  /** the adapter of the namespace; a pairing-only namespace has none */
  adapter: ChainAdapter | undefined
  /** `networkId:address` */
  key: string
}

/**
 * The active namespace's connected account on a supported network, or undefined: then there
 * is nothing to sign in (only on a supported network).
 */
export function getSignInAccount(kit: Kit): SignInAccount | undefined {
  const { chains, connections, adapters } = kit._internal
  const namespace = chains.$activeNamespace.get()
  const chain = chains.get(namespace)
  const address = chain?.account.address
  if (!chain || !address || connections.get(namespace).status !== 'connected') return undefined
  if (chain.unsupportedNetworkId) return undefined
  const network = chain.activeNetwork
  return {
    namespace,
    address,
    network,
    adapter: adapters.get(namespace),
    key: `${network.caipNetworkId}:${address}`,
  }
}
