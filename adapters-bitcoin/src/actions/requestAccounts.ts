import { ChainNotSupportedError, type Network } from '@walletport/core'
import { usableAccounts } from '../client/accounts.js'
import { walletCall } from '../client/walletCall.js'
import type { BitcoinAccount, BitcoinConnector } from '../connectors/BitcoinConnector.js'
import { getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import type { BitcoinAccountPurpose } from '../wallet/features.js'

export type RequestAccountsParameters = {
  network: Network
  purposes: readonly BitcoinAccountPurpose[]
  /** only already-authorised accounts, without a prompt (a reconnect) */
  silent: boolean
}

/**
 * Asks a wallet for its accounts on `network`; returns those usable there, payment first.
 * Throws ChainNotSupportedError when the wallet does not serve the network at all.
 */
export async function requestAccounts(
  connector: BitcoinConnector,
  { network, purposes, silent }: RequestAccountsParameters,
): Promise<BitcoinAccount[]> {
  const params = getBitcoinNetwork(network)
  const target = { network, chain: params.chain }
  if (!connector.supports(target))
    throw new ChainNotSupportedError({
      metaMessages: [`Wallet: ${connector.name}`, `Network: ${network.caipNetworkId}`],
    })
  const accounts = await walletCall(() => connector.connect({ ...target, purposes, silent }))
  return usableAccounts(accounts, params)
}
