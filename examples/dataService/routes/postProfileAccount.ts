import * as v from 'valibot'
import { isHex } from 'viem'
import type { DataServiceContext, ServedChain } from '../context.js'
import { badRequest, DataServiceError } from '../DataServiceError.js'
import { parseRegistrationMessage } from '../names/parseRegistrationMessage.js'
import { parseBody } from '../parseBody.js'
import { parseAddress } from '../readParams.js'
import type { Route } from '../route.js'

const BodySchema = v.object({
  coin_type: v.pipe(v.number(), v.integer(), v.minValue(0)),
  address: v.string(),
  message: v.string(),
  signature: v.string(),
})

/** ENSIP-11: 60 is Ethereum's coin type; another EVM chain's is 0x80000000 | its chain id */
const ETHEREUM_COIN_TYPE = 60
const EVM_COIN_TYPE_FLAG = 0x80000000

/** The served chain whose contracts decide a smart account's signature for this coin type. */
function chainOfCoinType(ctx: DataServiceContext, coinType: number): ServedChain {
  const first = ctx.chains.values().next().value
  if (coinType === ETHEREUM_COIN_TYPE && first) return first
  const chain =
    coinType >= EVM_COIN_TYPE_FLAG
      ? ctx.chains.get(`eip155:${coinType - EVM_COIN_TYPE_FLAG}`)
      : undefined
  if (!chain) throw badRequest(`coin_type: ${coinType} is not an EVM chain this service serves`)
  return chain
}

/**
 * POST /v1/profile/account: registers the name the signed message asks for (see
 * parseRegistrationMessage) to `address`, once the signature is checked against it with viem
 * (an EOA's by recovery, a smart account's by an EIP-1271 call on the coin type's chain).
 */
export const postProfileAccount: Route = async (ctx, { body }) => {
  const p = parseBody(BodySchema, body)
  const address = parseAddress(p.address, 'address')
  if (!isHex(p.signature) || p.signature.length < 4) throw badRequest('signature: expected hex')
  const chain = chainOfCoinType(ctx, p.coin_type)
  const request = parseRegistrationMessage(p.message, ctx.now())
  const valid = await chain.client
    .verifyMessage({ address, message: p.message, signature: p.signature })
    .catch(() => false)
  if (!valid) throw new DataServiceError(401, 'Invalid signature: it was not signed by address')
  ctx.names.register({
    name: request.name,
    coinType: p.coin_type,
    address,
    attributes: request.attributes,
    now: ctx.now(),
  })
  return { json: { success: true } }
}
