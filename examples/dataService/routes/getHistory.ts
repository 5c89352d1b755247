import { badRequest } from '../DataServiceError.js'
import { describeTransaction, type TransactionRecord } from '../history/describeTransaction.js'
import { parseAddress, parseChain, requireQuery } from '../readParams.js'
import type { Route } from '../route.js'

const CURSOR = /^(\d+)-(\d+)$/

/**
 * GET /v1/account/{address}/history: the account's transactions on `chainId`, newest first,
 * `pageSize` at a time. The cursor names the last transaction of the page before (block and
 * position), so new transactions never shift a page. With `onramp`, only the purchases the
 * local on-ramp delivered.
 */
export const getHistory: Route = async (ctx, { params, query }) => {
  const account = parseAddress(params.address ?? '', 'address')
  const chain = parseChain(ctx, requireQuery(query, 'chainId'))
  const cursor = query.get('cursor')
  const match = cursor ? CURSOR.exec(cursor) : undefined
  if (cursor && !match) throw badRequest(`cursor: ${cursor} is not a cursor of this service`)
  const before = match ? { block: BigInt(match[1] ?? 0), index: Number(match[2]) } : undefined
  const onramp = query.get('onramp')
  const purchases = onramp ? ctx.onramp.deliveries(chain.caipNetworkId) : undefined

  const transactions = await chain.history.sync()
  const page: TransactionRecord[] = []
  let last: (typeof transactions)[number] | undefined
  let next: string | null = null
  for (let i = transactions.length - 1; i >= 0; i--) {
    const tx = transactions[i]
    if (!tx) continue
    if (
      before &&
      (tx.blockNumber > before.block ||
        (tx.blockNumber === before.block && tx.index >= before.index))
    )
      continue
    if (purchases && !purchases.has(tx.hash)) continue
    const record = await describeTransaction(ctx, chain, account, tx)
    if (!record) continue
    // one more than a page: there is a next page, which starts after the page's last entry
    if (page.length === ctx.pageSize && last) {
      next = `${last.blockNumber}-${last.index}`
      break
    }
    page.push(record)
    last = tx
  }
  return { json: { data: page, next } }
}
