import type { ReadableAtom } from 'nanostores'
import { DEFAULT_SLIPPAGE } from '../../constants.js'
import { createRecordStore } from '../../stores/createRecordStore.js'
import type { CaipNetworkId } from '../../types/caip.js'
import type { SwapQuote, SwapToken } from '../../types/dataSource.js'

/** What `openSwap` was asked to preselect: token symbols or CAIP-10 addresses, an amount. */
export type SwapArguments = Readonly<{ from?: string; to?: string; amount?: string }>

/** The swap form and what the service answered for it. */
export type SwapState = Readonly<{
  /** the network the tokens were read for */
  networkId?: CaipNetworkId
  tokens: readonly SwapToken[]
  /** the well-known tokens of the network, in SWAP_POPULAR_TOKENS order */
  popularTokens: readonly SwapToken[]
  /** the few shown first, in SWAP_SUGGESTED_TOKENS order */
  suggestedTokens: readonly SwapToken[]
  sourceToken?: SwapToken
  toToken?: SwapToken
  /** in source-token units, as typed */
  sourceTokenAmount?: string
  /** in to-token units, from the quote */
  toTokenAmount?: string
  /** percent; 1 by default */
  slippage: number
  quote?: SwapQuote
  /** wei per gas the quote was asked with */
  gasPrice?: bigint
  /** the swap contract's allowance on the source token falls short of the amount */
  approvalRequired: boolean
  loadingTokens: boolean
  loadingQuote: boolean
  /** the approval or the swap is being sent */
  loadingTransaction: boolean
  /** arguments waiting for the token list */
  pending?: SwapArguments
}>

export type SwapStore = {
  $swap: ReadableAtom<SwapState>
  update(patch: Partial<SwapState>): void
  reset(): void
}

/** The swap form of one kit, made on first use. */
export function createSwapStore(): SwapStore {
  const { $store, update, reset } = createRecordStore<SwapState>({
    tokens: [],
    popularTokens: [],
    suggestedTokens: [],
    slippage: DEFAULT_SLIPPAGE,
    approvalRequired: false,
    loadingTokens: false,
    loadingQuote: false,
    loadingTransaction: false,
  })
  return { $swap: $store, update, reset }
}
