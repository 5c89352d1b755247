import type { ChainNamespace } from '../types/caip.js'
import type { Network } from '../types/network.js'
import { PAIRING_EVENTS, PAIRING_METHODS } from './methods.js'

/** One namespace of a session proposal. */
export type ProposalNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  /** chain to RPC URL, keyed by both the CAIP-2 id and its reference */
  rpcMap: Record<string, string>
}

/**
 * Docs: /core/pairing/buildNamespaces. The proposal's namespaces: per requested namespace
 * with at least one network, its chains (in the given order, so the active network leads),
 * the spec's methods and events, and an rpcMap from the networks' own RPC URLs so that the
 * provider's reads reach the site's RPC and never a vendor's default.
 */
export function buildNamespaces({
  namespaces,
  networks,
}: {
  namespaces: readonly ChainNamespace[]
  networks: readonly Network[]
}): Partial<Record<ChainNamespace, ProposalNamespace>> {
  const result: Partial<Record<ChainNamespace, ProposalNamespace>> = {}
  for (const namespace of new Set(namespaces)) {
    const own = networks.filter((network) => network.chainNamespace === namespace)
    if (!own.length) continue
    const chains = [...new Set(own.map((network) => network.caipNetworkId))]
    const rpcMap: Record<string, string> = {}
    for (const network of own) {
      const url = network.rpcUrls.default.http[0]
      if (!url) continue
      // universal-provider looks URLs up by CAIP-2 id in some paths and by reference in others
      rpcMap[network.caipNetworkId] ??= url
      rpcMap[network.caipNetworkId.slice(namespace.length + 1)] ??= url
    }
    result[namespace] = {
      chains,
      methods: [...PAIRING_METHODS[namespace]],
      events: [...PAIRING_EVENTS],
      rpcMap,
    }
  }
  return result
}
