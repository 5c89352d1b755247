import { useStore } from '@nanostores/react'
import { $swapState, isSendAmount, type SwapState, type TokenBalance } from '@walletport/core'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useKitContext } from '../../provider/KitContext.js'
import { findTokenBalance } from './findTokenBalance.js'
import { getSwapAction } from './getSwapAction.js'
import { type SwapFigures, useSwapDetails } from './useSwapDetails.js'
import { type SwapQuoteStatus, useSwapQuote } from './useSwapQuote.js'

export type SwapFormState = {
  swap: SwapState
  status: SwapQuoteStatus
  /** the account's balance of the token sold */
  held: TokenBalance | undefined
  amountValid: boolean
  amountError: PlainMessageKey | undefined
  action: { label: PlainMessageKey; ready: boolean }
  figures: SwapFigures
}

/** The swap form as core holds it, with what the view judges of it and the quote's figures. */
export function useSwapForm(): SwapFormState {
  const { kit } = useKitContext()
  const swap = useStore($swapState(kit))
  const { tokenBalance } = useStore(kit.$account)
  const status = useSwapQuote()
  const figures = useSwapDetails(swap)
  const { sourceToken, sourceTokenAmount = '' } = swap
  const held = sourceToken && findTokenBalance(tokenBalance, sourceToken)
  const amountValid = isSendAmount(sourceTokenAmount, sourceToken?.decimals)
  const insufficient =
    held !== undefined && amountValid && Number(sourceTokenAmount) > Number(held.quantity.numeric)
  const amountError: PlainMessageKey | undefined =
    sourceTokenAmount && !amountValid
      ? 'swap.amountInvalid'
      : insufficient
        ? 'swap.insufficientBalance'
        : undefined
  const action = getSwapAction(swap, status, insufficient)
  return { swap, status, held, amountValid, amountError, action, figures }
}
