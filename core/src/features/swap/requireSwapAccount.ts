import { NetworkNotSupportedError } from '@walletport/blockchain-api'
import type { Kit } from '../../kit/types.js'
import { isSwapNetwork } from '../../utils/isSwapNetwork.js'
import { type ActiveAccount, requireAccount } from '../requireAccount.js'

/**
 * The active account, on one of the swap networks (the data source's `swapNetworks`, else
 * the default list); else 'Network not supported for Swaps'.
 */
export function requireSwapAccount(kit: Kit): ActiveAccount {
  const account = requireAccount(kit)
  if (
    account.namespace !== 'eip155' ||
    !isSwapNetwork(account.network, kit.options.dataSource?.swapNetworks)
  )
    throw new NetworkNotSupportedError({
      feature: 'Swaps',
      caipNetworkId: account.network.caipNetworkId,
    })
  return account
}
