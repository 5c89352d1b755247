import { type Address, BaseError, ContractFunctionRevertedError, type Hex } from 'viem'
import type { ServedChain } from '../context.js'
import { DataServiceError } from '../DataServiceError.js'

/**
 * The gas of a transaction as the node estimates it now, with a 20% margin: pool reserves
 * may move before it is mined. A transaction that would revert is a 422 with the reason.
 */
export async function estimateTxGas(
  chain: ServedChain,
  tx: { from: Address; to: Address; data: Hex; value: bigint },
): Promise<bigint> {
  try {
    const gas = await chain.client.estimateGas({
      account: tx.from,
      to: tx.to,
      data: tx.data,
      value: tx.value,
    })
    return (gas * 120n) / 100n
  } catch (error) {
    const reverted =
      error instanceof BaseError
        ? error.walk((e) => e instanceof ContractFunctionRevertedError)
        : null
    const reason =
      reverted instanceof ContractFunctionRevertedError
        ? (reverted.reason ?? reverted.shortMessage)
        : error instanceof BaseError
          ? error.shortMessage
          : String(error)
    throw new DataServiceError(422, `The transaction would fail: ${reason}`)
  }
}
