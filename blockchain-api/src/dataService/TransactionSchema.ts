import * as v from 'valibot'
import { maybe } from '../schemas/maybe.js'
import { numberLike, numericString } from '../schemas/numeric.js'

const ImageSchema = v.object({ url: v.string() })

/** One transfer of a transaction: a fungible or an NFT movement. */
export const TransferSchema = v.object({
  fungible_info: maybe(
    v.object({ name: maybe(v.string()), symbol: maybe(v.string()), icon: maybe(ImageSchema) }),
  ),
  nft_info: maybe(
    v.object({
      name: maybe(v.string()),
      content: maybe(v.object({ preview: maybe(ImageSchema) })),
      flags: maybe(v.object({ is_spam: v.boolean() })),
    }),
  ),
  direction: maybe(v.string()),
  quantity: v.object({ numeric: numericString }),
  value: maybe(numberLike),
  price: maybe(numberLike),
})
export type Transfer = v.InferOutput<typeof TransferSchema>

/** A transaction record of the history endpoint. */
export const TransactionSchema = v.object({
  id: v.string(),
  metadata: v.object({
    operationType: v.string(),
    hash: maybe(v.string()),
    minedAt: v.string(),
    sentFrom: v.string(),
    sentTo: v.string(),
    status: v.string(),
    nonce: maybe(numberLike),
    /** CAIP-2 id of the network it was mined on */
    chain: maybe(v.string()),
  }),
  transfers: v.nullish(v.array(TransferSchema), []),
})
export type Transaction = v.InferOutput<typeof TransactionSchema>
