import type { BaseErrorType } from '../errors/base.js'
import type { NetworkOrAddressUndefinedErrorType } from '../errors/kit.js'
import type { Kit } from '../kit/types.js'
import type { WalletAssets } from '../types/capabilities.js'
import { getEvmAccount } from './getEvmAccount.js'

export type GetWalletAssetsParameters = {
  /** only these chains; every chain the wallet knows by default */
  chainIds?: readonly number[]
}
/** by hex chain id; empty outside eip155 or when the adapter cannot ask */
export type GetWalletAssetsReturnType = WalletAssets
export type GetWalletAssetsErrorType = NetworkOrAddressUndefinedErrorType | BaseErrorType

/**
 * Docs: /core/actions/getWalletAssets. The connected eip155 wallet's assets (wallet_getAssets),
 * an object of arrays of valid assets (the adapter refuses anything else).
 * Other namespaces, and adapters without the capability, give an empty object.
 */
export async function getWalletAssets(
  kit: Kit,
  { chainIds }: GetWalletAssetsParameters = {},
): Promise<GetWalletAssetsReturnType> {
  const account = getEvmAccount(kit, 'getAssets')
  if (!account) return {}
  const { capabilities, from } = account
  return (await capabilities.getAssets?.({ address: from, chainIds })) ?? {}
}
