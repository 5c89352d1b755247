import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { badRequest } from '../DataServiceError.js'
import { parseAddress, requireQuery } from '../readParams.js'
import type { Route } from '../route.js'
import { estimateTxGas } from '../swap/estimateTxGas.js'
import { parseSwapPair } from '../swap/parseSwapPair.js'

/**
 * GET /v1/convert/build-approve: the `approve` transaction that lets the swap contract take
 * the `from` token (any amount: the call names no amount), gas estimated by the node.
 */
export const getBuildApprove: Route = async (ctx, { query }) => {
  const user = parseAddress(requireQuery(query, 'userAddress'), 'userAddress')
  const { chain, tokenIn } = await parseSwapPair(
    ctx,
    requireQuery(query, 'from'),
    requireQuery(query, 'to'),
  )
  if (tokenIn.native) throw badRequest('from: ether needs no approval')
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [ctx.contracts.swap, maxUint256],
  })
  const [gas, gasPrice] = await Promise.all([
    estimateTxGas(chain, { from: user, to: tokenIn.address, data, value: 0n }),
    chain.client.getGasPrice(),
  ])
  return {
    json: {
      tx: {
        from: user,
        to: tokenIn.address,
        data,
        value: '0',
        // gas as a JSON number, as the hosted service sends it (schemas/SHAPES.md)
        eip155: { gas: Number(gas), gasPrice: String(gasPrice) },
      },
    },
  }
}
