import { bitcoinAdapter, bitcoinRegtest } from '@walletport/adapters-bitcoin'
import { evmAdapter } from '@walletport/adapters-evm'
import { solanaAdapter } from '@walletport/adapters-solana'
import {
  type ChainAdapter,
  type ChainNamespace,
  createKit,
  defineNetwork,
  type Network,
  solanaDevnet,
} from '@walletport/core'
import { walletConnect } from '@walletport/core/walletconnect'
import type { DemoConfig } from '../../demo/demoConfig.js'
import { getDemoNetworks } from '../../demo/demoNetworks.js'

export const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

// nothing listens here: balance reads fail at once and nothing leaves the machine
const NOWHERE = 'http://127.0.0.1:9'

/** `?chains=eip155,solana` picks the adapters; all three without it. */
export function readNamespaces(search: string): ChainNamespace[] {
  const asked = new URLSearchParams(search).get('chains')?.split(',') ?? NAMESPACES
  const picked = NAMESPACES.filter((namespace) => asked.includes(namespace))
  return picked.length ? picked : [...NAMESPACES]
}

const NETWORKS: Record<ChainNamespace, (config: DemoConfig) => Network[]> = {
  eip155: getDemoNetworks,
  solana: () => [defineNetwork({ ...solanaDevnet, rpcUrls: { default: { http: [NOWHERE] } } })],
  bip122: () => [bitcoinRegtest],
}

const ADAPTERS: Record<ChainNamespace, () => ChainAdapter> = {
  eip155: () => evmAdapter(),
  solana: () => solanaAdapter(),
  bip122: () => bitcoinAdapter({ esploraUrl: NOWHERE, retry: { count: 0, delay: 1 } }),
}

/**
 * A kit with one adapter per namespace asked for and pairing through the demo's relay: the
 * page a visitor on a phone (no injected wallet) pairs with one WalletConnect session holding
 * an account in every namespace.
 */
export function createMultichainKit(
  config: DemoConfig & { relayUrl: string },
  namespaces: readonly ChainNamespace[],
) {
  return createKit({
    networks: namespaces.flatMap((namespace) => NETWORKS[namespace](config)),
    adapters: namespaces.map((namespace) => ADAPTERS[namespace]()),
    walletConnect: walletConnect({ relayUrl: config.relayUrl }),
    metadata: {
      name: 'Walletport multichain',
      description: 'One pairing for EVM, Solana and Bitcoin',
      url: window.location.origin,
    },
  })
}
