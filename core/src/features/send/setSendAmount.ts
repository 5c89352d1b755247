import type { BaseErrorType } from '../../errors/base.js'
import type { TokenPriceUnavailableErrorType } from '../../errors/features.js'
import type { InvalidDecimalErrorType } from '../../errors/rules.js'
import type { Kit } from '../../kit/types.js'
import { convertFiatToToken } from '../../utils/convertFiatToToken.js'

export type SetSendAmountParameters = {
  amount: string | undefined
  /** `token` (the default) takes the amount as is; `fiat` converts it at the token's USD price */
  currency?: 'token' | 'fiat'
}
/** the amount kept, in token units */
export type SetSendAmountReturnType = string | undefined
export type SetSendAmountErrorType =
  | InvalidDecimalErrorType
  | TokenPriceUnavailableErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/setSendAmount. Sets the amount to send. A token amount is kept as typed,
 * so that `0.` can become `0.5`; validation (getSendValidation) judges it. A fiat amount is
 * converted at the picked token's price, cut to its decimals: without a token or a price that
 * throws TokenPriceUnavailableError, and a fiat amount that is not a decimal throws
 * InvalidDecimalError; the form is left as it was in both cases.
 */
export function setSendAmount(
  kit: Kit,
  { amount, currency = 'token' }: SetSendAmountParameters,
): SetSendAmountReturnType {
  const { send } = kit._internal
  let sendTokenAmount = amount
  if (currency === 'fiat' && amount !== undefined && amount !== '') {
    const { token } = send.$store.get()
    const decimals = Number(token?.quantity.decimals)
    sendTokenAmount = convertFiatToToken(
      amount,
      token?.price ?? 0,
      Number.isInteger(decimals) ? decimals : 0,
    )
  }
  send.update({ sendTokenAmount })
  return sendTokenAmount
}
