import * as v from 'valibot'
import { findOnrampTarget } from '../onramp/findOnrampTarget.js'
import { quoteOnramp } from '../onramp/quoteOnramp.js'
import { parseBody } from '../parseBody.js'
import { parseAddress } from '../readParams.js'
import type { Route } from '../route.js'

const names = v.optional(v.array(v.string()))
const BodySchema = v.object({
  destinationWallets: v.pipe(
    v.array(
      v.object({
        address: v.string(),
        blockchains: names,
        assets: names,
        supportedNetworks: names,
      }),
    ),
    v.minLength(1, 'at least one wallet is required'),
  ),
  defaultNetwork: v.optional(v.string()),
  partnerUserId: v.string(),
  defaultExperience: v.literal('buy'),
  presetCryptoAmount: v.optional(v.pipe(v.number(), v.gtValue(0))),
  presetFiatAmount: v.optional(v.pipe(v.number(), v.gtValue(0))),
})

/** what an order buys when the caller presets no amount, in USD */
const DEFAULT_FIAT_AMOUNT = 100

/**
 * POST /v1/generators/onrampurl: opens an order at the local on-ramp provider and returns
 * its page on this service. It buys the first wallet's first asset (ether when none is
 * named) on `defaultNetwork` (else the wallet's first network, else the first demo chain):
 * `presetCryptoAmount`, or what `presetFiatAmount` (default 100) USD buys after fees.
 */
export const postOnrampUrl: Route = async (ctx, { body }) => {
  const p = parseBody(BodySchema, body)
  const [wallet] = p.destinationWallets
  const address = parseAddress(wallet?.address ?? '', 'destinationWallets.0.address')
  const first = ctx.chains.values().next().value
  const network =
    p.defaultNetwork ??
    wallet?.blockchains?.[0] ??
    wallet?.supportedNetworks?.[0] ??
    first?.slug ??
    ''
  const { chain, asset } = await findOnrampTarget(ctx, network, wallet?.assets?.[0] ?? 'ETH')
  const amount =
    p.presetCryptoAmount !== undefined
      ? String(p.presetCryptoAmount)
      : (await quoteOnramp(ctx, chain, asset, p.presetFiatAmount ?? DEFAULT_FIAT_AMOUNT, 'USD'))
          .purchaseAmount
  const order = ctx.onramp.open({
    address,
    caipNetworkId: chain.caipNetworkId,
    symbol: asset.symbol,
    amount,
    partnerUserId: p.partnerUserId,
    createdAt: ctx.now(),
  })
  return { json: { url: `${ctx.baseUrl}/onramp/buy?order=${order.id}` } }
}
