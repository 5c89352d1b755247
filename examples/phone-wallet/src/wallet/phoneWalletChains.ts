import { type Chain, defineChain } from 'viem'
import type { DemoConfig } from '../../../demo/demoConfig.js'

/** A chain the phone wallet can sign and send on: a demo chain with a node to talk to. */
export type WalletChain = { caipId: `eip155:${number}`; chain: Chain; rpcUrl: string }

/**
 * The demo chains with an RPC URL (Devnet A and B), as viem chains. The unlisted chain has
 * no node, so this wallet does not offer it.
 */
export function getPhoneWalletChains(config: DemoConfig): WalletChain[] {
  return config.chains.flatMap((entry) => {
    if (!entry.rpcUrl) return []
    const chain = defineChain({
      id: entry.id,
      name: entry.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [entry.rpcUrl] } },
    })
    return [{ caipId: `eip155:${entry.id}` as const, chain, rpcUrl: entry.rpcUrl }]
  })
}
