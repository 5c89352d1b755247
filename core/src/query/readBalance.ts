import { fetchBalance } from '../actions/fetchBalance.js'
import type { BaseErrorType } from '../errors/base.js'
import { DataSourceMethodMissingError } from '../errors/features.js'
import {
  ChainAdapterNotFoundError,
  NetworkNotFoundError,
  type NetworkNotFoundErrorType,
  NetworkOrAddressUndefinedError,
  type NetworkOrAddressUndefinedErrorType,
} from '../errors/kit.js'
import { TokenBalanceNotFoundError, type TokenBalanceNotFoundErrorType } from '../errors/query.js'
import { InvalidAddressError, type InvalidAddressErrorType } from '../errors/rules.js'
import type { Kit } from '../kit/types.js'
import type { Balance, TokenBalance } from '../types/account.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { Network } from '../types/network.js'

export type ReadBalanceParameters = {
  /** the connected account of the network's namespace by default */
  address?: string | undefined
  /** a configured network; the active one by default */
  networkId?: CaipNetworkId | undefined
  /** a token's address; the native currency when absent */
  token?: string | undefined
}
export type ReadBalanceErrorType =
  | NetworkNotFoundErrorType
  | NetworkOrAddressUndefinedErrorType
  | InvalidAddressErrorType
  | TokenBalanceNotFoundErrorType
  | BaseErrorType

/** The network and address a balance read is for, from the parameters and the kit's state. */
export function resolveBalanceTarget(
  kit: Kit,
  { address, networkId }: ReadBalanceParameters,
): { network: Network; address: string | undefined } {
  const network = networkId
    ? kit.options.networks.find((n) => n.caipNetworkId === networkId)
    : kit.$activeNetwork.get()
  if (!network) throw new NetworkNotFoundError({ metaMessages: [`Network id: ${networkId}`] })
  const account = kit.$chains.get()[network.chainNamespace]?.account
  return { network, address: address ?? account?.address }
}

async function readTokenRows(
  kit: Kit,
  adapter: ChainAdapter,
  address: string,
  network: Network,
  token: string,
): Promise<readonly TokenBalance[]> {
  const capability = adapter.capabilities.getTokenBalances
  if (capability) return capability({ address, network, tokens: [{ address: token }] })
  const source = kit.options.dataSource
  if (!source) throw new DataSourceMethodMissingError({ method: 'getTokenBalances' })
  return source.getTokenBalances({ address, network })
}

/**
 * The balance behind balanceQueryOptions: the connected account's native balance goes through
 * fetchBalance (so the modal shows the same figure), any other address or a token through the
 * adapter (or the data source for tokens).
 */
export async function readBalance(kit: Kit, parameters: ReadBalanceParameters): Promise<Balance> {
  const { network, address } = resolveBalanceTarget(kit, parameters)
  if (!address) throw new NetworkOrAddressUndefinedError()
  const namespace = network.chainNamespace
  const adapter = kit._internal.adapters.get(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError()
  if (!adapter.isAddress(address))
    throw new InvalidAddressError({ value: address, namespace, expected: 'an address' })
  const { token } = parameters
  if (!token) {
    const chain = kit._internal.chains.get(namespace)
    const isShown =
      chain?.account.address === address &&
      chain.activeNetwork.caipNetworkId === network.caipNetworkId
    if (isShown) return fetchBalance(kit, { namespace, force: true })
    return adapter.getBalance({ address, network })
  }
  const rows = await readTokenRows(kit, adapter, address, network, token)
  const row = rows.find(
    (r) => r.address?.toLowerCase() === token.toLowerCase() && r.chainId === network.caipNetworkId,
  )
  if (!row) throw new TokenBalanceNotFoundError({ metaMessages: [`Token: ${token}`] })
  const decimals = Number(row.quantity.decimals)
  return {
    value: adapter.parseUnits(row.quantity.numeric, decimals),
    decimals,
    symbol: row.symbol,
    formatted: row.quantity.numeric,
  }
}
