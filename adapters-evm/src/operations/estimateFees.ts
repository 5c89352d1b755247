import type { Network } from '@walletport/core'
import { estimateFeesPerGas } from 'viem/actions'
import { toEvmError } from '../errors/toEvmError.js'
import type { FeeEstimate } from '../evmAdapter.js'
import type { EvmConnection } from './types.js'

/** Docs: /adapters-evm/evmAdapter#estimateFees. EIP-1559 fees, or a legacy gas price. */
export async function estimateFees(
  connection: EvmConnection,
  { network }: { network: Network },
): Promise<FeeEstimate> {
  const client = connection.getClient(network)
  try {
    const fees = await estimateFeesPerGas(client, { chain: client.chain, type: 'eip1559' })
    return { type: 'eip1559', ...fees }
  } catch {
    // a network without EIP-1559 fees: a legacy gas price, with the same multiplier
    try {
      const { gasPrice } = await estimateFeesPerGas(client, { chain: client.chain, type: 'legacy' })
      return { type: 'legacy', gasPrice }
    } catch (error) {
      throw toEvmError(error)
    }
  }
}
