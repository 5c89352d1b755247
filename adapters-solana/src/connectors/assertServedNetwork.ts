import {
  type Network,
  solana,
  solanaDevnet,
  solanaTestnet,
  UnsupportedChainError,
} from '@walletport/core'

const DEFAULT_NETWORKS: readonly Network[] = [solana, solanaDevnet, solanaTestnet]

const ids = (n: Network) => [n.caipNetworkId, n.deprecatedCaipNetworkId]

/**
 * `network` as given when it is one of the Solana networks served and has an RPC URL;
 * 'Unsupported chain' otherwise. Served: the app's networks, else the kit's when it has
 * some, else the three public clusters.
 */
export function assertServedNetwork(
  network: Network | undefined,
  configured: readonly Network[] | undefined,
  kit: readonly Network[] | undefined,
): Network {
  const served = (configured ?? (kit?.length ? kit : undefined) ?? DEFAULT_NETWORKS).filter(
    (n) => n.chainNamespace === 'solana',
  )
  const known =
    network?.chainNamespace === 'solana' &&
    served.some((n) => ids(n).some((id) => id && ids(network).includes(id)))
  if (!network || !known || !network.rpcUrls?.default?.http?.[0]) throw new UnsupportedChainError()
  return network
}
