import { toTokenAddress } from '../toTokenAddress.js'

// the swap service's stand-in address for a network's native currency
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Whether a swap token is the native currency, which needs no allowance. */
export function isNativeSwapToken(address: string): boolean {
  return toTokenAddress(address).toLowerCase() === NATIVE
}
