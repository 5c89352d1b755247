import {
  type Address,
  type Chain,
  formatGwei,
  type Hex,
  type PublicClient,
  type Transport,
} from 'viem'
import type { FrameText } from '../i18n/createFrameText.js'
import { formatAmount, type NativeCurrency } from './nativeCurrency.js'

/** what the site asked for; every fee field is a wish the frame may overrule */
export type TransactionWish = {
  to?: Address | null | undefined
  data?: Hex | undefined
  value?: bigint | undefined
  gas?: bigint | undefined
  nonce?: number | undefined
  /** maxFeePerGas, or a legacy gasPrice */
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/** a transaction with every field the signature covers filled in by the frame */
export type PreparedTransaction = {
  to: Address | null | undefined
  data: Hex | undefined
  value: bigint
  gas: bigint
  nonce: number
  fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint }
  /** the most it can cost in fees: gas × the fee per gas */
  maxFee: bigint
}

// a site's fee may exceed the frame's estimate by this factor (a faster inclusion), no more
const FEE_TOLERANCE = 3n
// and its gas limit may exceed the estimate by this factor (a cautious margin), no more
const GAS_TOLERANCE = 2n

const lesser = (a: bigint, b: bigint) => (a < b ? a : b)

async function estimateFees(
  client: PublicClient<Transport, Chain>,
): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint }> {
  try {
    const { maxFeePerGas, maxPriorityFeePerGas } = await client.estimateFeesPerGas({
      type: 'eip1559',
    })
    if (maxFeePerGas === undefined || maxPriorityFeePerGas === undefined)
      throw new Error('no EIP-1559 fees')
    return { maxFeePerGas, maxPriorityFeePerGas }
  } catch {
    // a chain without EIP-1559 blocks: the node's gas price
    return { gasPrice: await client.getGasPrice() }
  }
}

/** what the transaction moves and may cost, in rows, amounts in the visitor's locale */
function describeCost(
  cost: {
    value: bigint
    maxFee: bigint
    gas: bigint
    feePerGas: bigint
    nonce: number
    balance: bigint
  },
  currency: NativeCurrency,
  text: FrameText,
): [string, string][] {
  const amount = (value: bigint) => formatAmount(value, currency, text)
  const price = text.decimal(formatGwei(cost.feePerGas))
  return [
    [text.t('evm.value'), amount(cost.value)],
    [text.t('evm.maxFee'), amount(cost.maxFee)],
    [text.t('evm.gas'), text.t('evm.gasValue', { gas: text.integer(cost.gas), price })],
    [text.t('evm.nonce'), String(cost.nonce)],
    [text.t('evm.maxTotal'), amount(cost.value + cost.maxFee)],
    [text.t('evm.balance'), amount(cost.balance)],
  ]
}

/**
 * Fills nonce, gas and fees from the chain, keeping the site's own values only within bounds:
 * a fee above 3× the frame's estimate, or gas above 2× its estimate, is replaced and said so.
 * The nonce is always the account's next one. Rows and warnings describe the result.
 */
export async function prepareEvmTransaction({
  client,
  from,
  wish,
  nonce,
  currency,
  text,
}: {
  client: PublicClient<Transport, Chain>
  from: Address
  wish: TransactionWish
  /** the nonce to use (the next of a batch); else the account's next pending one */
  nonce?: number | undefined
  currency: NativeCurrency
  text: FrameText
}): Promise<{ tx: PreparedTransaction; rows: [string, string][]; warnings: string[] }> {
  const value = wish.value ?? 0n
  const [estimatedGas, fees, pending] = await Promise.all([
    client.estimateGas({ account: from, to: wish.to ?? undefined, data: wish.data, value }),
    estimateFees(client),
    nonce === undefined
      ? client.getTransactionCount({ address: from, blockTag: 'pending' })
      : Promise.resolve(nonce),
  ])
  const warnings: string[] = []
  let gas = estimatedGas
  if (wish.gas !== undefined) {
    if (wish.gas <= estimatedGas * GAS_TOLERANCE) gas = wish.gas
    else
      warnings.push(
        text.t('evm.gasWarning', {
          asked: text.integer(wish.gas),
          estimate: text.integer(estimatedGas),
        }),
      )
  }
  const estimate = 'gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas
  let feePerGas = estimate
  if (wish.maxFeePerGas !== undefined) {
    if (wish.maxFeePerGas <= estimate * FEE_TOLERANCE) feePerGas = wish.maxFeePerGas
    else
      warnings.push(
        text.t('evm.feeWarning', {
          asked: text.decimal(formatGwei(wish.maxFeePerGas)),
          estimate: text.decimal(formatGwei(estimate)),
        }),
      )
  }
  if (wish.nonce !== undefined && wish.nonce !== pending)
    warnings.push(text.t('evm.nonceWarning', { asked: wish.nonce, next: pending }))
  const chosen =
    'gasPrice' in fees
      ? { gasPrice: feePerGas }
      : {
          maxFeePerGas: feePerGas,
          maxPriorityFeePerGas: lesser(
            wish.maxPriorityFeePerGas ?? fees.maxPriorityFeePerGas,
            feePerGas,
          ),
        }
  const maxFee = gas * feePerGas
  const balance = await client.getBalance({ address: from })
  const total = value + maxFee
  if (total > balance)
    warnings.push(text.t('evm.balanceWarning', { total: formatAmount(total, currency, text) }))
  return {
    tx: { to: wish.to, data: wish.data, value, gas, nonce: pending, fees: chosen, maxFee },
    rows: describeCost({ value, maxFee, gas, feePerGas, nonce: pending, balance }, currency, text),
    warnings,
  }
}
