import { type Config, getPublicClient } from '@wagmi/core'
import { ChainNotSupportedError, type Network } from '@walletport/core'
import type { Client } from 'viem'
import { chainIdOf } from './chainIdOf.js'

/** wagmi's client for a network it serves (its transport), or chainIdOf's typed error */
export function publicClientOf(config: Config, network: Network): Client {
  const chainId = chainIdOf(config, network)
  const client = getPublicClient(config, { chainId })
  // chainIdOf found the chain among config.chains, so wagmi holds a client for it
  if (!client)
    throw new ChainNotSupportedError({
      metaMessages: [`wagmi holds no client for chain ${chainId}`],
    })
  return client
}
