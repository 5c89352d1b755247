import type { BaseErrorType } from '../../errors/base.js'
import {
  type DataSourceMethodMissingErrorType,
  type IncompleteSwapErrorType,
  type NetworkNotSupportedErrorType,
  NoSwapQuoteError,
  type NoSwapQuoteErrorType,
} from '../../errors/features.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../../errors/kit.js'
import type { InvalidDecimalErrorType } from '../../errors/rules.js'
import type { Kit } from '../../kit/types.js'
import { ensureSwapStore } from '../featureStores.js'
import { getAccountKey } from '../requireAccount.js'
import { requireDataSource } from '../requireDataSource.js'
import type { SwapState } from './createSwapStore.js'
import { isNativeSwapToken } from './isNativeSwapToken.js'
import { parseBaseUnits } from './parseBaseUnits.js'
import { readSwapForm } from './readSwapForm.js'
import { requireSwapAccount } from './requireSwapAccount.js'

export type FetchSwapQuoteParameters = { signal?: AbortSignal }
export type FetchSwapQuoteReturnType = SwapState
export type FetchSwapQuoteErrorType =
  | IncompleteSwapErrorType
  | NoSwapQuoteErrorType
  | NetworkNotSupportedErrorType
  | InvalidDecimalErrorType
  | DataSourceMethodMissingErrorType
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/fetchSwapQuote. Quotes the swap form: the gas price
 * of the network, the best quote for the amount (the amount to receive comes from it) and,
 * for a token other than the native currency, whether the swap contract's allowance covers
 * the amount (`approvalRequired`). Throws IncompleteSwapError without two different tokens
 * and a valid amount, and NoSwapQuoteError when the service has none.
 */
export async function fetchSwapQuote(
  kit: Kit,
  { signal }: FetchSwapQuoteParameters = {},
): Promise<FetchSwapQuoteReturnType> {
  const { address, network, adapter, key } = requireSwapAccount(kit)
  const store = ensureSwapStore(kit)
  const typed = store.$swap.get()
  const form = readSwapForm(typed, adapter)
  const source = requireDataSource(kit, 'getSwapQuotes')
  const gasSource = requireDataSource(kit, 'getGasPrice')
  const allowanceSource = requireDataSource(kit, 'getSwapAllowance')
  const { sourceToken, toToken, amount } = form
  store.update({ loadingQuote: true })
  try {
    const gasPrice = parseBaseUnits((await gasSource.getGasPrice({ network, signal })).standard)
    const [quotes, allowance] = await Promise.all([
      source.getSwapQuotes({
        network,
        amount: amount.toString(),
        userAddress: address,
        from: sourceToken.address,
        to: toToken.address,
        gasPrice: gasPrice.toString(),
        signal,
      }),
      isNativeSwapToken(sourceToken.address)
        ? undefined
        : allowanceSource.getSwapAllowance({
            network,
            tokenAddress: sourceToken.address,
            userAddress: address,
            signal,
          }),
    ])
    const [quote] = quotes
    if (!quote) throw new NoSwapQuoteError()
    const toTokenAmount = adapter.formatUnits(parseBaseUnits(quote.toAmount), toToken.decimals)
    const approvalRequired = allowance ? parseBaseUnits(allowance.allowance) < amount : false
    // the form may have changed while the service answered: only a quote for it is kept
    const now = store.$swap.get()
    const current =
      getAccountKey(kit) === key &&
      now.sourceToken === sourceToken &&
      now.toToken === toToken &&
      now.sourceTokenAmount === typed.sourceTokenAmount
    store.update({
      loadingQuote: false,
      ...(current ? { quote, toTokenAmount, gasPrice, approvalRequired } : {}),
    })
    return store.$swap.get()
  } catch (error) {
    store.update({ loadingQuote: false })
    throw error
  }
}
