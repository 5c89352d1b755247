import type { BaseErrorType } from '../errors/base.js'
import type { NetworkOrAddressUndefinedErrorType } from '../errors/kit.js'
import type { Kit } from '../kit/types.js'
import type { WalletCapabilities } from '../types/capabilities.js'
import { getEvmAccount } from './getEvmAccount.js'

export type GetWalletCapabilitiesParameters = {
  /** only these chains; every chain the wallet knows by default */
  chainIds?: readonly number[]
}
/** by hex chain id; empty outside eip155 or when the adapter cannot ask */
export type GetWalletCapabilitiesReturnType = WalletCapabilities
export type GetWalletCapabilitiesErrorType = NetworkOrAddressUndefinedErrorType | BaseErrorType

/**
 * Docs: /core/actions/getWalletCapabilities. What the connected eip155 wallet can do
 * (wallet_getCapabilities, EIP-5792). Other namespaces, and adapters without the capability,
 * give an empty object.
 */
export async function getWalletCapabilities(
  kit: Kit,
  { chainIds }: GetWalletCapabilitiesParameters = {},
): Promise<GetWalletCapabilitiesReturnType> {
  const account = getEvmAccount(kit, 'getCapabilities')
  if (!account) return {}
  const { capabilities, from } = account
  return (await capabilities.getCapabilities?.({ address: from, chainIds })) ?? {}
}
