import { InvalidOptionsError } from '../errors/config.js'
import type { BlockExplorer, Network, RpcUrls } from '../types/network.js'

/** The fields of a viem (or wagmi) `Chain` the kit reads: structural, so core imports no viem. */
export type ViemChainLike = {
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: RpcUrls } & Record<string, RpcUrls>
  blockExplorers?: ({ default: BlockExplorer } & Record<string, BlockExplorer>) | undefined
  testnet?: boolean | undefined
}

export type FromViemChainReturnType<TChain extends ViemChainLike> = Network & {
  id: TChain['id']
  chainNamespace: 'eip155'
  caipNetworkId: `eip155:${TChain['id']}`
}

/**
 * Docs: /core/networks#fromViemChain. A viem or wagmi chain as a kit network (eip155), for
 * chains the catalogue lacks or a wagmi config's `chains`: `config.chains.map(fromViemChain)`.
 * Throws InvalidOptionsError when the chain id is not a positive whole number.
 */
export function fromViemChain<const TChain extends ViemChainLike>(
  chain: TChain,
): FromViemChainReturnType<TChain> {
  if (!Number.isSafeInteger(chain?.id) || chain.id <= 0)
    throw new InvalidOptionsError({
      issues: [`chain.id: Expected a positive whole number, received ${String(chain?.id)}`],
    })
  const explorers = chain.blockExplorers
  return {
    id: chain.id,
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: Object.fromEntries(
      Object.entries(chain.rpcUrls).map(([key, urls]) => [key, copyUrls(urls)]),
    ) as Network['rpcUrls'],
    ...(explorers && {
      blockExplorers: Object.fromEntries(
        Object.entries(explorers).map(([key, explorer]) => [key, { ...explorer }]),
      ) as NonNullable<Network['blockExplorers']>,
    }),
    ...(chain.testnet && { testnet: true }),
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chain.id}`,
  } as FromViemChainReturnType<TChain>
}

function copyUrls({ http, webSocket }: RpcUrls): RpcUrls {
  return { http: [...http], ...(webSocket && { webSocket: [...webSocket] }) }
}
