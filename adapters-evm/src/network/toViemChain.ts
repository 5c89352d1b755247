import { BASE_FEE_MULTIPLIER, ChainNotSupportedError, type Network } from '@walletport/core'
import { type Address, type Chain, defineChain } from 'viem'
import { MULTICALL3_ADDRESS } from '../constants.js'

/** Contract addresses viem looks up on a chain; `multicall3: null` selects deployless multicall. */
export type ChainContracts = {
  multicall3?: Address | null | undefined
  ensUniversalResolver?: Address | undefined
}

/** The numeric chain id of an eip155 network; anything else is not ours to handle. */
export function getChainId(network: Network): number {
  const id = typeof network.id === 'number' ? network.id : Number(network.id)
  if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0)
    throw new ChainNotSupportedError({
      metaMessages: [`Network: ${network.caipNetworkId}`],
    })
  return id
}

/**
 * Docs: /adapters-evm/networks#toViemChain. A kit network as a viem chain, with the base fee
 * multiplier and the Multicall3 and ENS addresses viem needs.
 */
export function toViemChain(network: Network, contracts: ChainContracts = {}): Chain {
  const multicall3 =
    contracts.multicall3 === null ? undefined : (contracts.multicall3 ?? MULTICALL3_ADDRESS)
  const explorer = network.blockExplorers?.default
  return defineChain({
    id: getChainId(network),
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(explorer
      ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }
      : {}),
    testnet: network.testnet ?? false,
    contracts: {
      ...(multicall3 ? { multicall3: { address: multicall3 } } : {}),
      ...(contracts.ensUniversalResolver
        ? { ensUniversalResolver: { address: contracts.ensUniversalResolver } }
        : {}),
    },
    fees: { baseFeeMultiplier: BASE_FEE_MULTIPLIER },
  })
}
