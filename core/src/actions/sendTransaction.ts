import type { BaseErrorType } from '../errors/base.js'
import type { NetworkOrAddressUndefinedErrorType } from '../errors/kit.js'
import type { ProviderRpcErrorType } from '../errors/ProviderRpcError.js'
import type { Kit } from '../kit/types.js'
import type { SendTransactionParameters } from '../types/adapter.js'
import { getEvmAccount } from './getEvmAccount.js'

export type SendTransactionActionParameters = Omit<SendTransactionParameters, 'network' | 'from'>
/** the transaction hash; undefined outside eip155 or when the adapter cannot send */
export type SendTransactionReturnType = string | undefined
export type SendTransactionErrorType =
  | NetworkOrAddressUndefinedErrorType
  | ProviderRpcErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/sendTransaction. Sends a transaction from the active eip155 account.
 * Other namespaces, and adapters without the capability, give undefined.
 */
export async function sendTransaction(
  kit: Kit,
  parameters: SendTransactionActionParameters,
): Promise<SendTransactionReturnType> {
  const account = getEvmAccount(kit, 'sendTransaction')
  if (!account) return undefined
  const { capabilities, from, network } = account
  return (await capabilities.sendTransaction?.({ ...parameters, from, network })) ?? undefined
}
