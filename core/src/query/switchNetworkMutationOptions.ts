import {
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '../actions/switchNetwork.js'
import type { Kit } from '../kit/types.js'
import type { KitMutationOptions } from './types.js'

/** Docs: /core/query/switchNetworkMutationOptions. switchNetwork as a mutation: the network. */
export function switchNetworkMutationOptions(
  kit: Kit,
): KitMutationOptions<SwitchNetworkReturnType, SwitchNetworkParameters> {
  return {
    mutationKey: ['switchNetwork'],
    mutationFn: (parameters) => switchNetwork(kit, parameters),
  }
}
