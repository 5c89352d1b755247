import { erc20Abi, type Hash, parseUnits } from 'viem'
import type { DataServiceContext } from '../context.js'
import { DataServiceError } from '../DataServiceError.js'
import type { OnrampOrder } from './createOnrampDesk.js'
import { findOnrampTarget } from './findOnrampTarget.js'

/**
 * Docs: /examples/dataService. Pays out an order: the operator account sends the bought
 * ether or tokens to the order's address, and the order remembers the transaction (the
 * history's `onramp` view lists it). Paying twice is refused.
 */
export async function deliverOrder(ctx: DataServiceContext, order: OnrampOrder): Promise<Hash> {
  if (order.delivery) throw new DataServiceError(409, 'This order was already paid')
  const { chain, asset } = await findOnrampTarget(ctx, order.caipNetworkId, order.symbol)
  const { operator } = chain
  if (!operator)
    throw new DataServiceError(409, 'This service was started without a provider account')
  const amount = parseUnits(order.amount, asset.decimals)
  const hash = asset.native
    ? await operator.sendTransaction({ to: order.address, value: amount })
    : await operator.writeContract({
        address: asset.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [order.address, amount],
      })
  const receipt = await chain.client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new DataServiceError(500, `The delivery ${hash} reverted`)
  ctx.onramp.markDelivered(order.id, hash)
  return hash
}
