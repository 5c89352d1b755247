import type { CaipNetworkId, ChainNamespace } from './caip.js'

export type NativeCurrency = { name: string; symbol: string; decimals: number }

export type RpcUrls = { http: readonly string[]; webSocket?: readonly string[] }

export type BlockExplorer = { name: string; url: string; apiUrl?: string }

/** A network the kit can connect to. */
export type Network = {
  /** chain id as the namespace writes it: a number for eip155, a genesis-hash prefix otherwise */
  id: number | string
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls } & Record<string, RpcUrls>
  blockExplorers?: { default: BlockExplorer } & Record<string, BlockExplorer>
  testnet?: boolean
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  deprecatedCaipNetworkId?: CaipNetworkId
  assets?: { imageId?: string; imageUrl?: string }
}
