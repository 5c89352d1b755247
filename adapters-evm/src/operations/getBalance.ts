import { type Balance, formatUnits, type Network } from '@walletport/core'
import { getBalance as viemGetBalance } from 'viem/actions'
import { toEvmError } from '../errors/toEvmError.js'
import { parseAccountAddress } from './parseAccountAddress.js'
import type { EvmConnection } from './types.js'

/** Docs: /adapters-evm/evmAdapter#getBalance. The native balance of an address. */
export async function getBalance(
  connection: EvmConnection,
  { address, network }: { address: string; network: Network },
): Promise<Balance> {
  const account = parseAccountAddress(address)
  let value: bigint
  try {
    value = await viemGetBalance(connection.getClient(network), { address: account })
  } catch (error) {
    throw toEvmError(error)
  }
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
}
