import { type SignMessageParameters, signMessage } from '../actions/signMessage.js'
import type { Kit } from '../kit/types.js'
import type { KitMutationOptions } from './types.js'

/** Docs: /core/query/signMessageMutationOptions. signMessage as a mutation: the signature. */
export function signMessageMutationOptions(
  kit: Kit,
): KitMutationOptions<string, SignMessageParameters> {
  return {
    mutationKey: ['signMessage'],
    mutationFn: (parameters) => signMessage(kit, parameters),
  }
}
