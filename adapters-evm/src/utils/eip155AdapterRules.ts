import { formatUnits } from '@walletport/core'
import { isEip155Address } from './isEip155Address.js'
import { parseUnits } from './parseUnits.js'

/**
 * Docs: /adapters-evm/rules#eip155AdapterRules. The address and unit rules every eip155
 * adapter answers with (this one and adapters-wagmi). A receiver's EIP-55 checksum needs
 * keccak-256, which comes with the adapter's lazily loaded part rather than the first load: a
 * send form only opens for a connected wallet, and a connect loads that part.
 */
export function eip155AdapterRules(
  loaded: () => { isSendAddress(address: string): boolean } | undefined,
) {
  return {
    isAddress: isEip155Address,
    isSendAddress: (address: string) => loaded()?.isSendAddress(address) ?? false,
    formatUnits,
    parseUnits,
  }
}
