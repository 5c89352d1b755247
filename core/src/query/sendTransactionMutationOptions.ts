import {
  type SendTransactionActionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from '../actions/sendTransaction.js'
import type { Kit } from '../kit/types.js'
import { invalidateBalances } from './invalidateBalances.js'
import type { KitMutationOptions } from './types.js'

/**
 * Docs: /core/query/sendTransactionMutationOptions. sendTransaction as a mutation: the hash
 * (undefined outside eip155). Balances read again once it is sent.
 */
export function sendTransactionMutationOptions(
  kit: Kit,
): KitMutationOptions<SendTransactionReturnType, SendTransactionActionParameters> {
  return {
    mutationKey: ['sendTransaction'],
    mutationFn: (parameters) => sendTransaction(kit, parameters),
    onSuccess: () => invalidateBalances(kit),
  }
}
