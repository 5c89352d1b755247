import type { BaseErrorType } from '../errors/base.js'
import type { NetworkNotFoundErrorType } from '../errors/kit.js'
import type { Kit } from '../kit/types.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FeeEstimate } from '../types/capabilities.js'
import { getEvmNetwork } from './getEvmNetwork.js'

export type EstimateFeesParameters = {
  /** a configured eip155 network; the active network by default */
  networkId?: CaipNetworkId
}
/** the fees; undefined outside eip155 or when the adapter cannot estimate them */
export type EstimateFeesReturnType = FeeEstimate | undefined
export type EstimateFeesErrorType = NetworkNotFoundErrorType | BaseErrorType

/**
 * Docs: /core/actions/estimateFees. Fees for a transaction now: EIP-1559 ones with the 1.2 base
 * fee multiplier, or a legacy gas price. Other namespaces, and adapters without the
 * capability, give undefined.
 */
export async function estimateFees(
  kit: Kit,
  { networkId }: EstimateFeesParameters = {},
): Promise<EstimateFeesReturnType> {
  const target = getEvmNetwork(kit, 'estimateFees', networkId)
  return target?.capabilities.estimateFees?.({ network: target.network })
}
