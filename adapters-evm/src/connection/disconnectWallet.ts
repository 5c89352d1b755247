import { WALLET_CONNECT_ID } from '../connectors/connectorIds.js'
import type { EvmConnection } from '../operations/types.js'

/** Ends the current connection and tells the wallet, where it can be told. */
export async function disconnectWallet(connection: EvmConnection): Promise<void> {
  const wallet = connection.wallet.current()
  if (!wallet) return
  connection.wallet.detach()
  // the session ends for every namespace it serves, and the wallet is told
  if (wallet.connectorId === WALLET_CONNECT_ID) return connection.context()?.pairing?.disconnect()
  try {
    await wallet.provider.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
  } catch {
    // most wallets cannot revoke; the kit forgets the connector, which is enough
  }
}
