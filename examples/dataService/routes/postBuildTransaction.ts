import * as v from 'valibot'
import { encodeFunctionData } from 'viem'
import { demoSwapArtifact } from '../../contracts/artifacts/demoSwapArtifact.js'
import { parseBody } from '../parseBody.js'
import { parseAddress, parseAmount } from '../readParams.js'
import type { Route } from '../route.js'
import { estimateTxGas } from '../swap/estimateTxGas.js'
import { parseSwapPair } from '../swap/parseSwapPair.js'
import { quoteSwap } from '../swap/quoteSwap.js'

const BodySchema = v.object({
  amount: v.string(),
  eip155: v.object({ slippage: v.pipe(v.number(), v.minValue(0), v.maxValue(50)) }),
  projectId: v.optional(v.nullable(v.string())),
  from: v.string(),
  to: v.string(),
  userAddress: v.string(),
  disableEstimate: v.optional(v.boolean(), false),
})

/** the gas limit sent when the caller asks for no estimate (the approval may not be mined yet) */
const UNESTIMATED_SWAP_GAS = 250_000n

/**
 * POST /v1/convert/build-transaction: a `swap` call on the demo swap contract for `amount`
 * of `from`, paid to the user, that reverts if the pool then pays less than the current
 * quote minus `slippage` percent. Ether in is the transaction's `amount` (its value).
 */
export const postBuildTransaction: Route = async (ctx, { body }) => {
  const p = parseBody(BodySchema, body)
  const amount = parseAmount(p.amount, 'amount')
  const user = parseAddress(p.userAddress, 'userAddress')
  const { chain, tokenIn, tokenOut } = await parseSwapPair(ctx, p.from, p.to)
  const quote = await quoteSwap(
    chain,
    ctx.contracts.swap,
    tokenIn.address,
    tokenOut.address,
    amount,
  )
  // slippage in percent, kept to hundredths as basis points
  const minAmountOut = (quote * (10_000n - BigInt(Math.round(p.eip155.slippage * 100)))) / 10_000n
  const data = encodeFunctionData({
    abi: demoSwapArtifact.abi,
    functionName: 'swap',
    args: [tokenIn.address, tokenOut.address, amount, minAmountOut, user],
  })
  const value = tokenIn.native ? amount : 0n
  const [gas, gasPrice] = await Promise.all([
    p.disableEstimate
      ? UNESTIMATED_SWAP_GAS
      : estimateTxGas(chain, { from: user, to: ctx.contracts.swap, data, value }),
    chain.client.getGasPrice(),
  ])
  return {
    json: {
      tx: {
        from: user,
        to: ctx.contracts.swap,
        data,
        amount: String(value),
        eip155: { gas: String(gas), gasPrice: String(gasPrice) },
      },
    },
  }
}
