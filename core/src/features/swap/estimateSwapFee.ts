import type { Kit } from '../../kit/types.js'
import { ensureSwapStore } from '../featureStores.js'
import { requireDataSource } from '../requireDataSource.js'
import { parseBaseUnits } from './parseBaseUnits.js'
import { readSwapForm } from './readSwapForm.js'
import { requireSwapAccount } from './requireSwapAccount.js'

export type EstimateSwapFeeParameters = { signal?: AbortSignal }
/** the fee of the approval (when one is needed) and the swap, in wei; undefined when a gas limit is missing */
export type EstimateSwapFeeReturnType = bigint | undefined

/**
 * Docs: /core/actions/estimateSwapFee. What the quoted swap costs in network fees: the gas
 * limits of the transactions the service builds for it (the approval first when the allowance
 * falls short; then the swap, unestimated, as it would revert before the approval is mined)
 * at the gas price the quote was asked with. Throws what the data source throws.
 */
export async function estimateSwapFee(
  kit: Kit,
  { signal }: EstimateSwapFeeParameters = {},
): Promise<EstimateSwapFeeReturnType> {
  const { address, network, adapter } = requireSwapAccount(kit)
  const state = ensureSwapStore(kit).$swap.get()
  const { sourceToken, toToken, amount } = readSwapForm(state, adapter)
  const source = requireDataSource(kit, 'buildSwapTransaction')
  const approval = state.approvalRequired
    ? requireDataSource(kit, 'buildApproveTransaction').buildApproveTransaction({
        network,
        userAddress: address,
        from: sourceToken.address,
        to: toToken.address,
        ...(signal && { signal }),
      })
    : undefined
  const swap = source.buildSwapTransaction({
    network,
    amount: amount.toString(),
    from: sourceToken.address,
    to: toToken.address,
    userAddress: address,
    slippage: state.slippage,
    disableEstimate: state.approvalRequired,
    ...(signal && { signal }),
  })
  const txs = await Promise.all([approval, swap])
  let fee = 0n
  for (const tx of txs) {
    if (!tx) continue
    const gas = tx.eip155.gas
    const price = tx.eip155.gasPrice ?? state.gasPrice?.toString()
    // a transaction without a limit is estimated by the wallet: its fee is unknown here
    if (gas === undefined || price === undefined) return undefined
    fee += parseBaseUnits(gas) * parseBaseUnits(price)
  }
  return fee
}
