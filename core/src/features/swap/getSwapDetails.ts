import { InvalidDecimalError } from '../../errors/rules.js'
import { getMinimumReceived } from '../../utils/getMinimumReceived.js'
import { formatUnits } from '../../utils/units.js'

export type SwapDetailsParameters = {
  /** the amounts in each token's smallest unit, as the quote gives them */
  fromAmount: bigint
  toAmount: bigint
  fromDecimals: number
  toDecimals: number
  /** percent, 1 is 1% */
  slippage: number
  /** USD per whole token; undefined where no price is known */
  fromPrice?: number | undefined
  toPrice?: number | undefined
  /** the network fee in the native currency's smallest unit, and that currency's decimals and price */
  fee?: { amount: bigint; decimals: number; price?: number | undefined } | undefined
}

export type SwapDetails = {
  /** how much of the bought token one sold token buys, as a decimal string */
  rate: string
  /** the least the swap pays out, as a decimal string of the bought token */
  minimumReceived: string
  fromValueUsd?: number
  toValueUsd?: number
  /**
   * what the trade loses against the market prices, as a fraction (0.012 is 1.2%): the sold
   * value less the bought value, over the sold value; never below 0
   */
  priceImpact?: number
  /** the network fee in the native currency, as a decimal string, and in USD */
  fee?: string
  feeUsd?: number
}

// enough decimals that a rate between a cheap and a dear token keeps its digits
const RATE_DECIMALS = 18

const usd = (amount: string, price: number | undefined) =>
  price !== undefined && Number.isFinite(price) && price > 0 ? Number(amount) * price : undefined

/**
 * Docs: /core/utils/getSwapDetails. What a quote means for the visitor: the rate, the minimum
 * received at the slippage, both amounts and the network fee in USD where prices are known,
 * and the price impact. The rate is computed exactly in integers; USD values are display
 * figures. Throws InvalidDecimalError for a zero sold amount or an invalid slippage.
 */
export function getSwapDetails(p: SwapDetailsParameters): SwapDetails {
  if (p.fromAmount <= 0n) throw new InvalidDecimalError({ value: String(p.fromAmount) })
  const from = formatUnits(p.fromAmount, p.fromDecimals)
  const to = formatUnits(p.toAmount, p.toDecimals)
  // (to / 10^toDecimals) / (from / 10^fromDecimals), scaled by 10^RATE_DECIMALS
  const scaled =
    (p.toAmount * 10n ** BigInt(p.fromDecimals + RATE_DECIMALS)) /
    (p.fromAmount * 10n ** BigInt(p.toDecimals))
  const rate = formatUnits(scaled, RATE_DECIMALS)
  const minimumReceived = formatUnits(getMinimumReceived(p.toAmount, p.slippage), p.toDecimals)
  const fromValueUsd = usd(from, p.fromPrice)
  const toValueUsd = usd(to, p.toPrice)
  const details: SwapDetails = { rate, minimumReceived }
  if (fromValueUsd !== undefined) details.fromValueUsd = fromValueUsd
  if (toValueUsd !== undefined) details.toValueUsd = toValueUsd
  if (fromValueUsd && toValueUsd !== undefined)
    details.priceImpact = Math.max(0, (fromValueUsd - toValueUsd) / fromValueUsd)
  if (p.fee) {
    details.fee = formatUnits(p.fee.amount, p.fee.decimals)
    const feeUsd = usd(details.fee, p.fee.price)
    if (feeUsd !== undefined) details.feeUsd = feeUsd
  }
  return details
}
