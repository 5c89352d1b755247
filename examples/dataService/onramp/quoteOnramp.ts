import { formatEther } from 'viem'
import type { DataServiceContext, ServedChain } from '../context.js'
import { badRequest } from '../DataServiceError.js'
import type { ChainAsset } from '../listChainAssets.js'
import { DELIVERY_GAS, FIAT_IN_USD, PAYMENT_LIMITS, providerFeeRate } from './onrampTerms.js'

export type OnrampQuoteFigures = {
  /** all in cents of the fiat currency */
  totalCents: number
  feeCents: number
  networkCents: number
  subtotalCents: number
  /** what is bought, as a decimal string of the asset */
  purchaseAmount: string
}

/**
 * Docs: /examples/dataService. What paying `total` of `currency` buys of `asset`: the
 * provider fee, the network fee of delivering it (the chain's gas price now, at the demo
 * ether price) and the rest converted at the demo price table.
 */
export async function quoteOnramp(
  ctx: DataServiceContext,
  chain: ServedChain,
  asset: ChainAsset,
  total: number,
  currency: string,
): Promise<OnrampQuoteFigures> {
  const usdPerUnit = FIAT_IN_USD[currency]
  if (usdPerUnit === undefined)
    throw badRequest(`paymentCurrency: one of ${Object.keys(FIAT_IN_USD).join(', ')}`)
  const [card] = PAYMENT_LIMITS
  if (!Number.isFinite(total) || total < Number(card.min) || total > Number(card.max))
    throw badRequest(`amount: between ${card.min} and ${card.max} ${currency}`)
  const price = ctx.prices[asset.symbol]
  const etherPrice = ctx.prices.ETH
  if (price === undefined || etherPrice === undefined)
    throw badRequest(`purchaseCurrency: ${asset.symbol} has no price`)

  const gasPrice = await chain.client.getGasPrice()
  const gasWei = gasPrice * (asset.native ? DELIVERY_GAS.native : DELIVERY_GAS.token)
  const totalCents = Math.round(total * 100)
  const feeCents = Math.ceil(totalCents * providerFeeRate(total))
  // a network fee under a cent is charged as one cent
  const networkCents = Math.max(
    1,
    Math.ceil((Number(formatEther(gasWei)) * etherPrice * 100) / usdPerUnit),
  )
  const subtotalCents = totalCents - feeCents - networkCents
  const bought = ((subtotalCents / 100) * usdPerUnit) / price
  return {
    totalCents,
    feeCents,
    networkCents,
    subtotalCents,
    purchaseAmount: bought.toFixed(Math.min(asset.decimals, 8)).replace(/\.?0+$/, ''),
  }
}
