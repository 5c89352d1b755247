import { type Config, type CreateConfigParameters, createConfig } from '@wagmi/core'
import { type ChainContracts, toViemChain } from '@walletport/adapters-evm/utils'
import { ChainNotSupportedError, type Network } from '@walletport/core'
import { type Chain, http, type Transport } from 'viem'

export type CreateWagmiConfigParameters = Omit<CreateConfigParameters, 'chains' | 'transports'> & {
  /** the kit's networks; those of other namespaces are left out */
  networks: readonly Network[]
  /** transports by chain id; an HTTP transport on the network's RPC URL by default */
  transports?: Record<number, Transport> | undefined
  /**
   * Multicall3 and ENS addresses by chain id; Multicall3 at its usual address by default, and
   * `{ multicall3: null }` for a chain without it (a local node), where reads go deployless
   */
  contracts?: Record<number, ChainContracts> | undefined
}

/**
 * Docs: /adapters-wagmi/createWagmiConfig. A wagmi config on the kit's EVM networks, for an
 * app that has none yet: the same list then feeds createKit and wagmi, so they always agree.
 * Connectors, storage and ssr pass through to wagmi's createConfig.
 */
export function createWagmiConfig({
  networks,
  transports = {},
  contracts = {},
  ...rest
}: CreateWagmiConfigParameters): Config {
  const chains = networks
    .filter((n) => n.chainNamespace === 'eip155')
    .map((n) => toViemChain(n, contracts[Number(n.id)]))
  const [first, ...others] = chains
  if (!first)
    throw new ChainNotSupportedError({
      metaMessages: ['createWagmiConfig needs at least one eip155 network'],
    })
  const list: [Chain, ...Chain[]] = [first, ...others]
  return createConfig({
    ...rest,
    chains: list,
    transports: Object.fromEntries(list.map((c) => [c.id, transports[c.id] ?? http()])),
  } as CreateConfigParameters) as unknown as Config
}
