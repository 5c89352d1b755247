import { parseAddress, parseAmount, requireQuery } from '../readParams.js'
import type { Route } from '../route.js'
import { parseSwapPair } from '../swap/parseSwapPair.js'
import { quoteSwap } from '../swap/quoteSwap.js'

/**
 * GET /v1/convert/quotes: one quote, from the demo swap contract's pool for the pair. The
 * gas price is checked but does not change the quote: the pool charges its 0.3% fee only.
 */
export const getConvertQuotes: Route = async (ctx, { query }) => {
  const amount = parseAmount(requireQuery(query, 'amount'), 'amount')
  parseAddress(requireQuery(query, 'userAddress'), 'userAddress')
  const from = requireQuery(query, 'from')
  const to = requireQuery(query, 'to')
  parseAmount(requireQuery(query, 'gasPrice'), 'gasPrice')
  const { chain, tokenIn, tokenOut } = await parseSwapPair(ctx, from, to)
  const toAmount = await quoteSwap(
    chain,
    ctx.contracts.swap,
    tokenIn.address,
    tokenOut.address,
    amount,
  )
  return {
    json: {
      quotes: [
        {
          id: null,
          fromAmount: String(amount),
          fromAccount: from,
          toAmount: String(toAmount),
          toAccount: to,
        },
      ],
    },
  }
}
