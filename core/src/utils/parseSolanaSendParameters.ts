import { InvalidSendParametersError } from '../errors/send.js'
import { isSendAmount } from './isSendAmount.js'
import { isSolanaAddress } from './isSolanaAddress.js'

export type SolanaSendParameters = { amount: string; receiverAddress: string }

/**
 * Docs: /core/utils/parseSolanaSendParameters. A Solana send needs a positive amount and a
 * valid receiver; otherwise InvalidSendParametersError ('Please enter a valid amount and
 * receiver address').
 */
export function parseSolanaSendParameters({
  amount,
  receiverAddress,
}: {
  amount: string | undefined
  receiverAddress: string | undefined
}): SolanaSendParameters {
  const amountOk = isSendAmount(amount)
  const receiverOk = isSolanaAddress(receiverAddress)
  if (!amountOk || !receiverOk)
    throw new InvalidSendParametersError({
      metaMessages: [
        `Amount: ${amountOk ? 'valid' : 'missing or invalid'}`,
        `Receiver: ${receiverOk ? 'valid' : 'missing or invalid'}`,
      ],
    })
  return { amount, receiverAddress }
}
