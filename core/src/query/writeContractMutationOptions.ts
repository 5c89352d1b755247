import {
  type WriteContractActionParameters,
  type WriteContractReturnType,
  writeContract,
} from '../actions/writeContract.js'
import type { Kit } from '../kit/types.js'
import { invalidateBalances } from './invalidateBalances.js'
import type { KitMutationOptions } from './types.js'

/**
 * Docs: /core/query/writeContractMutationOptions. writeContract as a mutation: the hash
 * (undefined outside eip155). Balances read again once it is sent.
 */
export function writeContractMutationOptions(
  kit: Kit,
): KitMutationOptions<WriteContractReturnType, WriteContractActionParameters> {
  return {
    mutationKey: ['writeContract'],
    mutationFn: (parameters) => writeContract(kit, parameters),
    onSuccess: () => invalidateBalances(kit),
  }
}
