import type { WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import type { Connected, ConnectionGuard, Network } from '@walletport/core'
import { getWalletFeature } from '../wallet/getWalletFeature.js'
import { getSolanaWalletAccounts, toAccounts } from '../wallet/toAccounts.js'
import type { SolanaClient, SolanaConnection } from './SolanaClient.js'

function sameAddresses(a: readonly WalletAccount[], b: readonly WalletAccount[]) {
  return a.length === b.length && a.every((account, i) => account.address === b[i]?.address)
}

/** follows the wallet's account changes while `connection` is current; returns their removal */
function followAccounts(
  client: SolanaClient,
  connection: SolanaConnection,
  guard: ConnectionGuard,
) {
  const { connectorId, wallet } = connection
  const onChange = (properties: StandardEventsChangeProperties) => {
    if (!guard.isCurrent() || !properties || !('accounts' in properties)) return
    const next = getSolanaWalletAccounts(properties.accounts)
    if (sameAddresses(next, connection.accounts)) return
    if (next.length) connection.accounts = next
    else guard.end()
    // an empty list tells the kit the wallet disconnected
    client.context()?.accountsChanged({ connectorId, accounts: toAccounts(next) })
  }
  try {
    return getWalletFeature(wallet, 'standard:events')?.on('change', onChange)
  } catch (error) {
    client.context()?.log.warn(`solana: cannot follow account changes of ${wallet.name}`, error)
    return undefined
  }
}

/** Makes `connection` the adapter's current one (ending the one before) and reports it. */
export function attachConnection(
  client: SolanaClient,
  connection: SolanaConnection,
  network: Network,
): Connected {
  client.connection.attach(connection, (guard) => followAccounts(client, connection, guard))
  return {
    connectorId: connection.connectorId,
    accounts: toAccounts(connection.accounts),
    networkId: network.caipNetworkId,
    provider: connection.wallet,
  }
}
