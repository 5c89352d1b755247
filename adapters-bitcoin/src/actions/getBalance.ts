import type { Balance, Network } from '@walletport/core'
import { parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { type BitcoinClient, BTC_DECIMALS } from '../client/BitcoinClient.js'
import { getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import { formatUnits, parseUnits } from '../units.js'

export type GetBalanceParameters = { address: string; network: Network }

/** The native balance from the kit's data service, or undefined to read Esplora instead. */
async function readDataSource(client: BitcoinClient, { address, network }: GetBalanceParameters) {
  const dataSource = client.context()?.dataSource
  if (!dataSource) return undefined
  try {
    const balances = await dataSource.getTokenBalances({ address, network })
    const native = balances.find((b) => !b.address && b.chainId === network.caipNetworkId)
    if (!native) return undefined
    return parseUnits(native.quantity.numeric, BTC_DECIMALS)
  } catch (error) {
    // the Esplora API can serve the same read: fall back per call
    client.log().warn('bitcoin: the data service balance failed, reading Esplora', error)
    return undefined
  }
}

/** An address's balance: the data service's figure, else the sum of its unspent outputs. */
export async function getBalance(
  client: BitcoinClient,
  parameters: GetBalanceParameters,
): Promise<Balance> {
  const { address, network } = parameters
  parseBitcoinAddress(address, getBitcoinNetwork(network))
  const value =
    (await readDataSource(client, parameters)) ??
    (await client.esplora(network).getUtxos({ address })).reduce((sum, u) => sum + u.value, 0n)
  return {
    value,
    decimals: BTC_DECIMALS,
    symbol: network.nativeCurrency.symbol,
    formatted: formatUnits(value, BTC_DECIMALS),
  }
}
