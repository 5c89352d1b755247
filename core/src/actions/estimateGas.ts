import type { BaseErrorType } from '../errors/base.js'
import type { NetworkOrAddressUndefinedErrorType } from '../errors/kit.js'
import type { Kit } from '../kit/types.js'
import type { SendTransactionParameters } from '../types/adapter.js'
import { getEvmAccount } from './getEvmAccount.js'

export type EstimateGasParameters = Omit<SendTransactionParameters, 'network' | 'from'>
/** the gas units; 0n outside eip155 or when the adapter cannot estimate */
export type EstimateGasReturnType = bigint
export type EstimateGasErrorType = NetworkOrAddressUndefinedErrorType | BaseErrorType

/**
 * Docs: /core/actions/estimateGas. Estimates a transaction from the active eip155 account.
 * Other namespaces, and adapters without the capability, give 0n.
 */
export async function estimateGas(
  kit: Kit,
  parameters: EstimateGasParameters,
): Promise<EstimateGasReturnType> {
  const account = getEvmAccount(kit, 'estimateGas')
  if (!account) return 0n
  const { capabilities, from, network } = account
  return (await capabilities.estimateGas?.({ ...parameters, from, network })) ?? 0n
}
