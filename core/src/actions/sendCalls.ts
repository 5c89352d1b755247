import type { BaseErrorType } from '../errors/base.js'
import type { NetworkOrAddressUndefinedErrorType } from '../errors/kit.js'
import type { ProviderRpcErrorType } from '../errors/ProviderRpcError.js'
import type { Kit } from '../kit/types.js'
import type { SendCallsParameters } from '../types/capabilities.js'
import { getEvmAccount } from './getEvmAccount.js'

export type SendCallsActionParameters = Omit<SendCallsParameters, 'network' | 'from'>
/** the call bundle's id; undefined outside eip155 or when the adapter cannot send calls */
export type SendCallsReturnType = { id: string } | undefined
export type SendCallsErrorType =
  | NetworkOrAddressUndefinedErrorType
  | ProviderRpcErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/sendCalls. Sends a batch of calls from the active eip155 account
 * (wallet_sendCalls, EIP-5792); targets and data must start with 0x. Other
 * namespaces, and adapters without the capability, give undefined.
 */
export async function sendCalls(
  kit: Kit,
  parameters: SendCallsActionParameters,
): Promise<SendCallsReturnType> {
  const account = getEvmAccount(kit, 'sendCalls')
  if (!account) return undefined
  const { capabilities, from, network } = account
  return capabilities.sendCalls?.({ ...parameters, from, network })
}
