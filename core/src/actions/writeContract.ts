import type { BaseErrorType } from '../errors/base.js'
import type { NetworkOrAddressUndefinedErrorType } from '../errors/kit.js'
import type { ProviderRpcErrorType } from '../errors/ProviderRpcError.js'
import type { Kit } from '../kit/types.js'
import type { WriteContractParameters } from '../types/adapter.js'
import { getEvmAccount } from './getEvmAccount.js'

export type WriteContractActionParameters = Omit<WriteContractParameters, 'network' | 'from'>
/** the transaction hash; undefined outside eip155 or when the adapter cannot write */
export type WriteContractReturnType = string | undefined
export type WriteContractErrorType =
  | NetworkOrAddressUndefinedErrorType
  | ProviderRpcErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/writeContract. Calls a contract from the active eip155 account.
 * Other namespaces, and adapters without the capability, give undefined.
 */
export async function writeContract(
  kit: Kit,
  parameters: WriteContractActionParameters,
): Promise<WriteContractReturnType> {
  const account = getEvmAccount(kit, 'writeContract')
  if (!account) return undefined
  const { capabilities, from, network } = account
  return (await capabilities.writeContract?.({ ...parameters, from, network })) ?? undefined
}
