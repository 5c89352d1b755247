import type { Config } from '@wagmi/core'
import { ChainNotSupportedError, type Network } from '@walletport/core'

/**
 * The chain id of a network the wagmi config serves; a ChainNotSupportedError saying how to
 * fix it otherwise (another namespace, or a chain wagmi has no transport for).
 */
export function chainIdOf(config: Config, network: Network): number {
  const id = Number(network.id)
  if (network.chainNamespace === 'eip155' && config.chains.some((c) => c.id === id)) return id
  throw new ChainNotSupportedError({
    metaMessages: [
      `Network: ${network.caipNetworkId} (${network.name})`,
      `The wagmi config serves: ${config.chains.map((c) => c.id).join(', ')}`,
      'Fix: add the chain to the wagmi config and to createKit({ networks }), or use one of those.',
    ],
  })
}
