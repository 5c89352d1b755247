import { SWAP_POPULAR_TOKENS, SWAP_SUGGESTED_TOKENS } from '../../constants.js'
import type { BaseErrorType } from '../../errors/base.js'
import type {
  DataSourceMethodMissingErrorType,
  NetworkNotSupportedErrorType,
} from '../../errors/features.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../../errors/kit.js'
import type { Kit } from '../../kit/types.js'
import { ensureSwapStore } from '../featureStores.js'
import { getAccountKey } from '../requireAccount.js'
import { requireDataSource } from '../requireDataSource.js'
import type { SwapState } from './createSwapStore.js'
import { findSwapToken } from './findSwapToken.js'
import { pickDefaultSwapTokens } from './pickDefaultSwapTokens.js'
import { pickTokens } from './pickTokens.js'
import { requireSwapAccount } from './requireSwapAccount.js'

export type FetchSwapTokensParameters = { signal?: AbortSignal }
export type FetchSwapTokensReturnType = SwapState
export type FetchSwapTokensErrorType =
  | NetworkNotSupportedErrorType
  | DataSourceMethodMissingErrorType
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/fetchSwapTokens. Reads the tokens the swap service trades on the active
 * network into the swap state, with the popular and suggested ones picked out, and applies
 * what openSwap preselected. A form left from another network starts over. Only on the swap
 * networks ('Network not supported for Swaps' elsewhere).
 */
export async function fetchSwapTokens(
  kit: Kit,
  { signal }: FetchSwapTokensParameters = {},
): Promise<FetchSwapTokensReturnType> {
  const { network, key } = requireSwapAccount(kit)
  const source = requireDataSource(kit, 'getSwapTokens')
  const store = ensureSwapStore(kit)
  const { networkId, pending } = store.$swap.get()
  if (networkId !== network.caipNetworkId) {
    store.reset()
    store.update({ pending })
  }
  store.update({ loadingTokens: true })
  let tokens: Awaited<ReturnType<typeof source.getSwapTokens>>
  try {
    tokens = await source.getSwapTokens({ network, signal })
  } catch (error) {
    store.update({ loadingTokens: false })
    throw error
  }
  if (getAccountKey(kit) !== key) {
    store.update({ loadingTokens: false })
    return store.$swap.get()
  }
  const state = store.$swap.get()
  const preselected = state.pending
  store.update({
    networkId: network.caipNetworkId,
    tokens,
    popularTokens: pickTokens(tokens, SWAP_POPULAR_TOKENS),
    suggestedTokens: pickTokens(tokens, SWAP_SUGGESTED_TOKENS),
    loadingTokens: false,
    pending: undefined,
    ...(preselected && {
      sourceToken: findSwapToken(tokens, preselected.from) ?? state.sourceToken,
      toToken: findSwapToken(tokens, preselected.to) ?? state.toToken,
      sourceTokenAmount: preselected.amount ?? state.sourceTokenAmount,
      quote: undefined,
      toTokenAmount: undefined,
    }),
  })
  // a side left empty starts from the native currency, or a popular token to buy
  const { sourceToken, toToken, popularTokens } = store.$swap.get()
  store.update(pickDefaultSwapTokens(tokens, popularTokens, { sourceToken, toToken }))
  return store.$swap.get()
}
