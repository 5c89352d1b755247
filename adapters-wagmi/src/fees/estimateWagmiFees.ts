import { type Config, estimateFeesPerGas } from '@wagmi/core'
import type { FeeEstimate, Network } from '@walletport/core'
import { toWagmiError } from '../errors/toWagmiError.js'
import { chainIdOf } from '../network/chainIdOf.js'

/**
 * Fees for a transaction now through wagmi's estimateFeesPerGas (viem's 1.2 base fee
 * multiplier): EIP-1559 ones, or a legacy gas price on a network without them.
 */
export async function estimateWagmiFees(
  config: Config,
  { network }: { network: Network },
): Promise<FeeEstimate> {
  const chainId = chainIdOf(config, network)
  try {
    const { maxFeePerGas, maxPriorityFeePerGas } = await estimateFeesPerGas(config, {
      chainId,
      type: 'eip1559',
    })
    return { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
  } catch {
    // a network with no base fee answers the eip1559 read with an error: ask for a gas price
    try {
      const { gasPrice } = await estimateFeesPerGas(config, { chainId, type: 'legacy' })
      return { type: 'legacy', gasPrice }
    } catch (error) {
      throw toWagmiError('estimateFeesPerGas', error)
    }
  }
}
