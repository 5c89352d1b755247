import {
  type RegisterAccountNameParameters,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from '../actions/registerAccountName.js'
import type { Kit } from '../kit/types.js'
import { getQueryClient } from './getQueryClient.js'
import type { KitMutationOptions } from './types.js'

/**
 * Docs: /core/query/registerAccountNameMutationOptions. registerAccountName as a mutation: the
 * name registered. Name suggestions read again, as the name is now taken.
 */
export function registerAccountNameMutationOptions(
  kit: Kit,
): KitMutationOptions<RegisterAccountNameReturnType, RegisterAccountNameParameters> {
  return {
    mutationKey: ['registerAccountName'],
    mutationFn: (parameters) => registerAccountName(kit, parameters),
    onSuccess: () => getQueryClient(kit).invalidateQueries({ queryKey: ['nameSuggestions'] }),
  }
}
