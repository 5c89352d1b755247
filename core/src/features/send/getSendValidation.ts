import type { BaseErrorType } from '../../errors/base.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../../errors/kit.js'
import type { Kit } from '../../kit/types.js'
import { isSmartAccount } from '../../siwx/isSmartAccount.js'
import { isInsufficientGas } from '../../utils/isInsufficientGas.js'
import { type SendFormIssue, validateSendForm } from '../../utils/validateSendForm.js'
import { findNativeBalance } from '../findNativeBalance.js'
import { requireAccount } from '../requireAccount.js'
import { isReceiverAddress } from './isReceiverAddress.js'

export type { SendFormIssue }
export type GetSendValidationReturnType = {
  /** the form's problems in field order (token, amount, receiver); the first is the button's */
  issues: readonly SendFormIssue[]
  /** the native balance cannot pay the fee (never for a smart account) */
  insufficientGas: boolean
  /** no issue and enough gas */
  canSend: boolean
}
export type GetSendValidationErrorType =
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/getSendValidation. Judges the send form by the rules:
 * a token, a positive amount within its decimals and balance, a receiver with the address
 * format of the namespace by its adapter's send rule (eip155: 0x required, checksum checked
 * when mixed case), and enough
 * gas: not when the native balance is zero or the fee in USD exceeds the balance in USD.
 */
export function getSendValidation(kit: Kit): GetSendValidationReturnType {
  const { namespace, network, adapter } = requireAccount(kit)
  const { send, chains } = kit._internal
  const state = send.$store.get()
  const { token } = state
  const issues = validateSendForm({
    token: token && {
      address: token.address,
      decimals: token.address ? token.quantity.decimals : network.nativeCurrency.decimals,
    },
    amount: state.sendTokenAmount,
    receiverAddress: state.receiverAddress,
    balance: token?.quantity.numeric,
    isAddress: (address: string) => isReceiverAddress(adapter, address, network),
  })
  const account = chains.get(namespace)?.account
  const native = findNativeBalance(state.tokenBalances, network)
  const insufficientGas = isInsufficientGas({
    nativeBalance: native?.quantity.numeric ?? account?.balance,
    nativeBalanceInUsd: state.networkBalanceInUSD,
    gasPriceInUsd: state.gasPriceInUSD === undefined ? undefined : String(state.gasPriceInUSD),
    isSmartAccount: isSmartAccount(kit, namespace),
  })
  return { issues, insufficientGas, canSend: !issues.length && !insufficientGas }
}
