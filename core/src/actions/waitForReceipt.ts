import type { BaseErrorType } from '../errors/base.js'
import type { NetworkNotFoundErrorType } from '../errors/kit.js'
import type { Kit } from '../kit/types.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { ReceiptResult } from '../types/capabilities.js'
import { getEvmNetwork } from './getEvmNetwork.js'

export type WaitForReceiptActionParameters = {
  hash: string
  /** a configured eip155 network; the active network by default */
  networkId?: CaipNetworkId
  /** 1 by default */
  confirmations?: number
  /** ms; 180 s by default */
  timeout?: number
}
/** the receipt; undefined outside eip155 or when the adapter cannot wait for one */
export type WaitForReceiptReturnType = ReceiptResult | undefined
export type WaitForReceiptErrorType = NetworkNotFoundErrorType | BaseErrorType

/**
 * Docs: /core/actions/waitForReceipt. Waits until a transaction is mined: success or reverted, a
 * replaced one classed as repriced, cancelled or
 * replaced. Other namespaces, and adapters without the capability, give undefined.
 */
export async function waitForReceipt(
  kit: Kit,
  { networkId, ...parameters }: WaitForReceiptActionParameters,
): Promise<WaitForReceiptReturnType> {
  const target = getEvmNetwork(kit, 'waitForReceipt', networkId)
  return target?.capabilities.waitForReceipt?.({ ...parameters, network: target.network })
}
