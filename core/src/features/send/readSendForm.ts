import type { SendState } from '../../stores/createSendState.js'
import { isSendAmount } from '../../utils/isSendAmount.js'
import type { ActiveAccount } from '../requireAccount.js'
import { toTokenAddress } from '../toTokenAddress.js'
import { isReceiverAddress } from './isReceiverAddress.js'

export type SendForm = {
  /** absent for the native currency */
  token: { address: string; decimals: number } | undefined
  decimals: number
  /** undefined while the amount is not a valid one */
  amount: string | undefined
  /** undefined while the receiver is not a valid address */
  receiver: string | undefined
}

/** The parts of the send form that are valid now, read for the active account. */
export function readSendForm(state: SendState, { network, adapter }: ActiveAccount): SendForm {
  const { token, sendTokenAmount, receiverAddress } = state
  // a token's decimals come from its row; the native currency's from the network
  const decimals = token?.address
    ? Number(token.quantity.decimals)
    : network.nativeCurrency.decimals
  const isAddress = (address: string) => {
    try {
      return isReceiverAddress(adapter, address, network)
    } catch {
      return false
    }
  }
  return {
    token: token?.address ? { address: toTokenAddress(token.address), decimals } : undefined,
    decimals,
    amount: isSendAmount(sendTokenAmount, decimals) ? sendTokenAmount : undefined,
    receiver: receiverAddress && isAddress(receiverAddress) ? receiverAddress : undefined,
  }
}
