import type { Config } from '@wagmi/core'
import { readTokenBalances } from '@walletport/adapters-evm/utils'
import type { AdapterContext, Network, TokenBalance } from '@walletport/core'
import { type Address, isAddress } from 'viem'
import { toWagmiError } from '../errors/toWagmiError.js'
import { chainIdOf } from '../network/chainIdOf.js'
import { publicClientOf } from '../network/publicClientOf.js'

export type ReadWagmiTokenBalancesParameters = {
  address: string
  network: Network
  /** the tokens to read; the adapter's `tokens` option for the chain by default */
  tokens?: readonly { address: string }[] | undefined
}

/**
 * The native and ERC20 balances of an account: the kit's data service when it has one (and
 * answers), else one multicall on the wagmi config's transport for the chain.
 */
export async function readWagmiTokenBalances(
  {
    config,
    context,
    tokens: configured,
  }: {
    config: Config
    context: () => AdapterContext | undefined
    tokens: Record<number, readonly string[]> | undefined
  },
  { address, network, tokens }: ReadWagmiTokenBalancesParameters,
): Promise<readonly TokenBalance[]> {
  const dataSource = context()?.dataSource
  if (dataSource) {
    try {
      return await dataSource.getTokenBalances({ address, network })
    } catch (error) {
      context()?.log.warn('balances: the data service failed, reading RPC instead', error)
    }
  }
  if (network.chainNamespace !== 'eip155') return []
  const chainId = chainIdOf(config, network)
  const owner = toAddress(address)
  if (!owner) return []
  // anything that is not an address is left out, as a wrong entry in a token list is
  const list = (tokens?.map((t) => t.address) ?? configured?.[chainId] ?? [])
    .map(toAddress)
    .filter((token): token is Address => token !== undefined)
  try {
    return await readTokenBalances(publicClientOf(config, network), {
      address: owner,
      network,
      tokens: list,
    })
  } catch (error) {
    throw toWagmiError('multicall', error)
  }
}

function toAddress(value: string): Address | undefined {
  return isAddress(value, { strict: false }) ? value : undefined
}
