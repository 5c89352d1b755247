import type { ConnectionGuard } from '@walletport/core'
import { getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import { sameAccounts, toCoreAccounts, usableAccounts } from './accounts.js'
import type { BitcoinConnection } from './BitcoinClient.js'

/**
 * Follows the wallet's own account changes while `connection` is current: tells the kit of
 * new accounts, and of a disconnect when none is usable any more. Returns the unsubscribe.
 */
export function followWalletAccounts(
  connection: BitcoinConnection,
  guard: ConnectionGuard,
): (() => void) | undefined {
  const { client, connector } = connection
  return connector.watchAccounts?.((next) => {
    const ctx = client.context()
    if (!guard.isCurrent() || !ctx) return
    const connectorId = connector.id
    const usable = usableAccounts(next, getBitcoinNetwork(connection.network))
    if (!usable.length) {
      guard.end()
      ctx.disconnected({ connectorId })
      return
    }
    if (sameAccounts(usable, connection.accounts)) return
    connection.accounts = usable
    ctx.accountsChanged({ connectorId, accounts: toCoreAccounts(usable) })
  })
}
