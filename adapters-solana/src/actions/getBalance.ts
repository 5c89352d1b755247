import { type Balance, formatUnits, type Network } from '@walletport/core'
import { readRpc } from '../session/readRpc.js'
import type { SolanaClient } from '../session/SolanaClient.js'
import { assertSolanaAddress } from '../utils/assertSolanaAddress.js'

export type GetBalanceParameters = { address: string; network: Network }

/** The address's SOL over the network's RPC. */
export async function getBalance(
  client: SolanaClient,
  { address, network }: GetBalanceParameters,
): Promise<Balance> {
  assertSolanaAddress(address)
  client.served(network)
  const value = await readRpc(client, network, (rpc) => rpc.getBalance({ network, address }))
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
}
