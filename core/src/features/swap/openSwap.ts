import type { BaseErrorType } from '../../errors/base.js'
import type { NetworkNotSupportedErrorType } from '../../errors/features.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../../errors/kit.js'
import { InvalidDecimalError, type InvalidDecimalErrorType } from '../../errors/rules.js'
import { showView } from '../../kit/showView.js'
import type { Kit } from '../../kit/types.js'
import { isSendAmount } from '../../utils/isSendAmount.js'
import { ensureSwapStore } from '../featureStores.js'
import type { SwapArguments } from './createSwapStore.js'
import { requireSwapAccount } from './requireSwapAccount.js'

export type OpenSwapParameters = SwapArguments
export type OpenSwapErrorType =
  | NetworkNotSupportedErrorType
  | InvalidDecimalErrorType
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/openSwap. Shows the Swap view, opening the modal if needed, with its
 * tokens (symbols such as `USDC`, or CAIP-10 addresses) and amount preselected: they are
 * applied when fetchSwapTokens has the network's tokens. Only on the swap networks: elsewhere it
 * throws 'Network not supported for Swaps' and nothing opens.
 *
 * @example
 * openSwap(kit, { from: 'USDC', to: 'ETH', amount: '10' })
 */
export function openSwap(kit: Kit, parameters: OpenSwapParameters = {}): void {
  requireSwapAccount(kit)
  const { from, to, amount } = parameters
  if (amount !== undefined && !isSendAmount(amount))
    throw new InvalidDecimalError({ value: amount })
  const swap: SwapArguments = {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(amount ? { amount } : {}),
  }
  ensureSwapStore(kit).update({ pending: swap })
  showView(kit, { view: 'Swap', data: { swap } })
}
